import CheckIcon from "@mui/icons-material/DoneAll"
import { Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Button as MuiButton } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, useListContext, useNotify, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"
import type { BulkResult } from "../dataProvider.ts"

/** Approves the selected photos in one request; each answers for itself, refusals listed with their reason. */
export const BulkApprovePhotosButton = () => {
  const { selectedIds, onUnselectItems } = useListContext()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [failed, setFailed] = useState<BulkResult[]>([])
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.approvePhotos(selectedIds),
    onSuccess: ({ data }) => {
      const bad = data.filter((r) => !r.ok)
      notify("vitrine.photos.bulk_done", { type: bad.length ? "warning" : "success", messageArgs: { ok: data.length - bad.length, failed: bad.length } })
      setFailed(bad)
      onUnselectItems()
      refresh()
    },
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  return (
    <>
      <Button label="vitrine.photos.bulk_approve" onClick={() => mutate()} disabled={isPending}><CheckIcon /></Button>
      <Dialog open={failed.length > 0} onClose={() => setFailed([])} aria-labelledby="bulk-photos-title">
        <DialogTitle id="bulk-photos-title">{translate("vitrine.sales.bulk_title")}</DialogTitle>
        <DialogContent>
          <List dense>{failed.map((r) => <ListItem key={r.id}><ListItemText primary={r.id} secondary={r.message ?? r.code} /></ListItem>)}</List>
        </DialogContent>
        <DialogActions><MuiButton onClick={() => setFailed([])}>{translate("vitrine.sales.close")}</MuiButton></DialogActions>
      </Dialog>
    </>
  )
}
