import AddIcon from "@mui/icons-material/AddBox"
import BlockIcon from "@mui/icons-material/Block"
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

/** Restock (a number of units) and withdraw (with a confirmation: final, no new orders). */
export const RewardActions = () => {
  const record = useRecordContext<{ id: string; name: string; withdrawn: boolean }>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [restocking, setRestocking] = useState(false)
  const [withdrawing, setWithdrawing] = useState(false)
  const [quantity, setQuantity] = useState("")
  const onError = (e: Error) => notify(e.message, { type: "error" })
  const restock = useMutation({
    mutationFn: () => dataProvider.restockReward(record!.id, Number(quantity)),
    onSuccess: () => (setRestocking(false), setQuantity(""), notify("vitrine.rewards.restocked", { type: "success" }), refresh()),
    onError
  })
  const withdraw = useMutation({
    mutationFn: () => dataProvider.withdrawReward(record!.id),
    onSuccess: () => (setWithdrawing(false), notify("vitrine.rewards.withdrawn", { type: "success" }), refresh()),
    onError
  })
  if (!record) return null
  const valid = /^[1-9]\d*$/.test(quantity)
  return (
    <>
      {/* A withdrawn reward is final: no button rather than disabled ones (nameless icons on a phone). */}
      {!record.withdrawn && <Button label="vitrine.rewards.restock" onClick={() => setRestocking(true)}><AddIcon /></Button>}
      {!record.withdrawn && <Button label="vitrine.rewards.withdraw" onClick={() => setWithdrawing(true)}><BlockIcon /></Button>}
      <Dialog open={restocking} onClose={() => setRestocking(false)} aria-labelledby="restock-title">
        <DialogTitle id="restock-title">{translate("vitrine.rewards.restock_title", { name: record.name })}</DialogTitle>
        <DialogContent>
          <TextField autoFocus margin="dense" type="number" label={translate("vitrine.rewards.units")} value={quantity} onChange={(e) => setQuantity(e.target.value)} slotProps={{ htmlInput: { min: 1 } }} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setRestocking(false)}>{translate("vitrine.common.cancel")}</MuiButton>
          <MuiButton variant="contained" disabled={!valid || restock.isPending} onClick={() => restock.mutate()}>{translate("vitrine.common.confirm")}</MuiButton>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={withdrawing}
        title="vitrine.rewards.withdraw"
        content="vitrine.rewards.confirm_withdraw"
        translateOptions={{ name: record.name }}
        onConfirm={() => withdraw.mutate()}
        onClose={() => setWithdrawing(false)}
      />
    </>
  )
}
