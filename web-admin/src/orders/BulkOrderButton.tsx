import CheckIcon from "@mui/icons-material/DoneAll"
import ShipIcon from "@mui/icons-material/LocalShipping"
import { Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Button as MuiButton } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, Confirm, useListContext, useNotify, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"
import type { BulkResult } from "../dataProvider.ts"

/** Approves or ships the selection after a confirmation; each order answers for itself, failures listed by id. */
export const BulkOrderButton = ({ action }: { action: "approve" | "ship" }) => {
  const { selectedIds, onUnselectItems } = useListContext()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [confirming, setConfirming] = useState(false)
  const [failed, setFailed] = useState<BulkResult[]>([])
  const { mutate, isPending } = useMutation({
    mutationFn: () => (action === "approve" ? dataProvider.approveOrders(selectedIds) : dataProvider.shipOrders(selectedIds)),
    onSuccess: ({ data }) => {
      const bad = data.filter((r) => !r.ok)
      notify(`vitrine.orders.bulk_${action}_done`, { type: bad.length ? "warning" : "success", messageArgs: { ok: data.length - bad.length, failed: bad.length } })
      setConfirming(false)
      setFailed(bad)
      onUnselectItems()
      refresh()
    },
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  return (
    <>
      <Button label={`vitrine.orders.bulk_${action}`} onClick={() => setConfirming(true)} disabled={isPending}>{action === "approve" ? <CheckIcon /> : <ShipIcon />}</Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`vitrine.orders.bulk_${action}`}
        content={`vitrine.orders.bulk_${action}_confirm`}
        translateOptions={{ count: selectedIds.length }}
        onConfirm={() => mutate()}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={failed.length > 0} onClose={() => setFailed([])} aria-labelledby="bulk-orders-title">
        <DialogTitle id="bulk-orders-title">{translate("vitrine.orders.bulk_title")}</DialogTitle>
        <DialogContent>
          <List dense>{failed.map((r) => <ListItem key={r.id}><ListItemText primary={r.id} secondary={r.message ?? r.code} /></ListItem>)}</List>
        </DialogContent>
        <DialogActions><MuiButton onClick={() => setFailed([])}>{translate("vitrine.sales.close")}</MuiButton></DialogActions>
      </Dialog>
    </>
  )
}
