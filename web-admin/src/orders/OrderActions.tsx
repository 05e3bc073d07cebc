import ApproveIcon from "@mui/icons-material/ThumbUp"
import RejectIcon from "@mui/icons-material/ThumbDown"
import ShipIcon from "@mui/icons-material/LocalShipping"
import DeliverIcon from "@mui/icons-material/Inventory"
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Tooltip } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { ReasonDialog } from "../common/ReasonDialog.tsx"
import { useVitrineProvider } from "../common/useProvider.ts"
import { useFormat } from "../format.ts"

interface Order { id: string; status: string; confirmed: number }

/**
 * The moves of DESIGN §4.6: approve (disabled, with the reason, while confirmed points do not
 * cover the order: the admin waits for the audit), ship with a tracking code, deliver, reject with a reason.
 */
export const OrderActions = () => {
  const record = useRecordContext<Order>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const f = useFormat()
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
      <Tooltip title={notCovered ? translate("vitrine.orders.not_covered", { confirmed: f.number(record.confirmed) }) : ""}>
        <span>
          <Button label="vitrine.orders.approve" onClick={() => approve.mutate()} disabled={!awaiting || notCovered || approve.isPending}><ApproveIcon /></Button>
        </span>
      </Tooltip>
      <Button label="vitrine.orders.ship" onClick={() => setShipping(true)} disabled={record.status !== "approved"}><ShipIcon /></Button>
      <Button label="vitrine.orders.deliver" onClick={() => deliver.mutate()} disabled={record.status !== "shipped" || deliver.isPending}><DeliverIcon /></Button>
      <Button label="vitrine.orders.reject" onClick={() => setRejecting(true)} disabled={!(awaiting || record.status === "approved")}><RejectIcon /></Button>
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
