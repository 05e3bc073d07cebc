import ApproveIcon from "@mui/icons-material/ThumbUp"
import RejectIcon from "@mui/icons-material/ThumbDown"
import ShipIcon from "@mui/icons-material/LocalShipping"
import DeliverIcon from "@mui/icons-material/Inventory"
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { ReasonDialog } from "../common/ReasonDialog.tsx"
import { useVitrineProvider } from "../common/useProvider.ts"

interface Order { id: string; status: string; confirmed: number }

/**
 * The moves of DESIGN §4.6: approve (disabled, with the reason, while confirmed points do not
 * cover the order: the admin waits for the audit), ship with a tracking code, deliver, reject with a reason.
 */
export const OrderActions = () => {
  const record = useRecordContext<Order>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [shipping, setShipping] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  const [tracking, setTracking] = useState("")
  const done = (message: string) => () => (setShipping(false), setRejecting(false), notify(message, { type: "success" }), refresh())
  const onError = (e: Error) => notify(e.message, { type: "error" })
  const approve = useMutation({ mutationFn: () => dataProvider.approveOrder(record!.id), onSuccess: done("vitrine.orders.approved"), onError })
  const ship = useMutation({ mutationFn: () => dataProvider.shipOrder(record!.id, tracking.trim()), onSuccess: done("vitrine.orders.shipped"), onError })
  const deliver = useMutation({ mutationFn: () => dataProvider.deliverOrder(record!.id), onSuccess: done("vitrine.orders.delivered"), onError })
  const reject = useMutation({ mutationFn: (reason: string) => dataProvider.rejectOrder(record!.id, reason), onSuccess: done("vitrine.orders.rejected"), onError })
  if (!record) return <TopToolbar />
  const awaiting = record.status === "awaiting_approval"
  const notCovered = awaiting && record.confirmed < 0
  return (
    <TopToolbar>
      {/* Only the moves the order's state allows; approval stays, disabled, while confirmed points do not cover it (the page says why). */}
      {awaiting && <MuiButton startIcon={<ApproveIcon />} onClick={() => approve.mutate()} disabled={notCovered || approve.isPending} aria-describedby={notCovered ? "not-covered" : undefined}>{translate("vitrine.orders.approve")}</MuiButton>}
      {record.status === "approved" && <MuiButton startIcon={<ShipIcon />} onClick={() => setShipping(true)}>{translate("vitrine.orders.ship")}</MuiButton>}
      {record.status === "shipped" && <MuiButton startIcon={<DeliverIcon />} onClick={() => deliver.mutate()} disabled={deliver.isPending}>{translate("vitrine.orders.deliver")}</MuiButton>}
      {(awaiting || record.status === "approved") && <MuiButton startIcon={<RejectIcon />} color="error" onClick={() => setRejecting(true)}>{translate("vitrine.orders.reject")}</MuiButton>}
      <Dialog open={shipping} onClose={() => setShipping(false)} aria-labelledby="ship-title" fullWidth>
        <DialogTitle id="ship-title">{translate("vitrine.orders.ship_title", { id: record.id })}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" name="trackingCode" label={translate("resources.orders.fields.trackingCode")} value={tracking} onChange={(e) => setTracking(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setShipping(false)}>{translate("vitrine.common.cancel")}</MuiButton>
          <MuiButton variant="contained" disabled={ship.isPending} onClick={() => ship.mutate()}>{translate("vitrine.common.confirm")}</MuiButton>
        </DialogActions>
      </Dialog>
      <ReasonDialog open={rejecting} title={translate("vitrine.orders.reject_title", { id: record.id })} onClose={() => setRejecting(false)} onConfirm={(reason) => reject.mutate(reason)} busy={reject.isPending} />
    </TopToolbar>
  )
}
