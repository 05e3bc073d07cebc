import TuneIcon from "@mui/icons-material/Tune"
import { Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton, TextField } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, useGetOne, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

/** Whole points, not zero, within what a wallet holds (AdjustPoints takes integers; a zero moves nothing). */
const pointsOf = (text: string): number | undefined => {
  const n = Number(text.trim())
  return text.trim() !== "" && Number.isSafeInteger(n) && n !== 0 ? n : undefined
}

/**
 * Adjusts a wallet's points with a reason (`wallets/adjust`, AdjustPoints): a credit when positive,
 * a debit when negative. Shown on each wallet row of an account; the record is the wallet.
 */
export const AdjustPointsButton = () => {
  const wallet = useRecordContext<{ id: string; userId: string; campaignId: string }>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useVitrineProvider()
  const { data: campaign } = useGetOne<{ id: string; name: string }>("campaigns", { id: wallet?.campaignId ?? "" }, { enabled: wallet !== undefined })
  const [open, setOpen] = useState(false)
  const [points, setPoints] = useState("")
  const [reason, setReason] = useState("")
  const close = () => (setOpen(false), setPoints(""), setReason(""))
  const adjust = useMutation({
    mutationFn: (n: number) => dataProvider.adjustPoints({ userId: wallet!.userId, campaignId: wallet!.campaignId, points: n, reason: reason.trim() }),
    onSuccess: () => (close(), notify("vitrine.adjust.done", { type: "success" }), refresh()),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  if (!wallet) return null
  const n = pointsOf(points)
  const badPoints = points.trim() !== "" && n === undefined
  return (
    <>
      <Button label="vitrine.adjust.button" onClick={(e) => (e.stopPropagation(), setOpen(true))}><TuneIcon /></Button>
      <Dialog open={open} onClose={close} aria-labelledby="adjust-title" fullWidth>
        <DialogTitle id="adjust-title">{translate("vitrine.adjust.title", { campaign: campaign?.name ?? wallet.campaignId })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus fullWidth margin="dense" name="points" inputMode="numeric" label={translate("vitrine.adjust.points")} value={points}
            onChange={(e) => setPoints(e.target.value)} error={badPoints} helperText={translate(badPoints ? "vitrine.adjust.points_invalid" : "vitrine.adjust.points_help")}
          />
          <TextField
            fullWidth multiline minRows={2} margin="dense" name="reason" label={translate("vitrine.common.reason")} value={reason}
            onChange={(e) => setReason(e.target.value)} helperText={reason.trim() === "" ? translate("vitrine.common.reason_required") : " "}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate("vitrine.common.cancel")}</MuiButton>
          <MuiButton variant="contained" disabled={n === undefined || reason.trim() === "" || adjust.isPending} onClick={() => n !== undefined && adjust.mutate(n)}>
            {translate("vitrine.common.confirm")}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  )
}
