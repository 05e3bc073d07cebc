import CheckIcon from "@mui/icons-material/DoneAll"
import { Dialog, DialogContent, DialogTitle, List, ListItem, ListItemText, Button as MuiButton, DialogActions } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, useListContext, useNotify, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"
import type { BulkResult } from "../dataProvider.ts"

/** Approves the selection in one request; each sale answers for itself, failures listed by invoice number. */
export const BulkApproveButton = () => {
  const { selectedIds, onUnselectItems } = useListContext()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [failed, setFailed] = useState<BulkResult[]>([])
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.approveSales(selectedIds),
    onSuccess: ({ data }) => {
      const bad = data.filter((r) => !r.ok)
      notify("vitrine.sales.bulk_done", { type: bad.length ? "warning" : "success", messageArgs: { ok: data.length - bad.length, failed: bad.length } })
      setFailed(bad)
      onUnselectItems()
      refresh()
    },
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  return (
    <>
      <Button label="vitrine.sales.bulk_approve" onClick={() => mutate()} disabled={isPending}><CheckIcon /></Button>
      <Dialog open={failed.length > 0} onClose={() => setFailed([])} aria-labelledby="bulk-title">
        <DialogTitle id="bulk-title">{translate("vitrine.sales.bulk_title")}</DialogTitle>
        <DialogContent>
          <List dense>
            {failed.map((r) => <ListItem key={r.id}><ListItemText primary={r.invoiceNumber ?? r.id} secondary={r.message ?? r.code} /></ListItem>)}
          </List>
        </DialogContent>
        <DialogActions><MuiButton onClick={() => setFailed([])}>{translate("vitrine.sales.close")}</MuiButton></DialogActions>
      </Dialog>
    </>
  )
}
