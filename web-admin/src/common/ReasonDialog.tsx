import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material"
import { useState } from "react"
import { useTranslate } from "react-admin"

/** A dialog asking for the reason a command requires (reprove, reject, block); confirm stays off until one is typed. */
export const ReasonDialog = (props: { open: boolean; title: string; onClose: () => void; onConfirm: (reason: string) => void; busy?: boolean }) => {
  const translate = useTranslate()
  const [reason, setReason] = useState("")
  const empty = reason.trim() === ""
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby="reason-title" fullWidth>
      <DialogTitle id="reason-title">{props.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus fullWidth multiline minRows={2} margin="dense" name="reason"
          label={translate("vitrine.common.reason")} value={reason} onChange={(e) => setReason(e.target.value)}
          helperText={empty ? translate("vitrine.common.reason_required") : " "}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate("vitrine.common.cancel")}</Button>
        <Button variant="contained" disabled={empty || props.busy === true} onClick={() => props.onConfirm(reason.trim())}>
          {translate("vitrine.common.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
