import RemoveIcon from "@mui/icons-material/DeleteForever"
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

interface Post { id: string; opening?: boolean; status?: string; body?: string }

/** Removes a post after a confirmation (the reason is optional); of the opening post, the whole topic. */
export const RemovePostButton = () => {
  const record = useRecordContext<Post>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState("")
  const remove = useMutation({
    mutationFn: () => dataProvider.removeForumPost(record!.id, reason.trim()),
    onSuccess: () => (setOpen(false), notify("vitrine.forums.removed", { type: "success" }), refresh()),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  if (!record || record.status !== "visible") return null
  const titleId = `remove-title-${record.id}`
  return (
    <>
      <Button color="error" size="small" startIcon={<RemoveIcon />} onClick={(e) => (e.stopPropagation(), setOpen(true))}>
        {translate("vitrine.forums.remove")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(e) => e.stopPropagation()} aria-labelledby={titleId} fullWidth>
        <DialogTitle id={titleId}>{translate(record.opening ? "vitrine.forums.remove_topic_title" : "vitrine.forums.remove_title")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{record.body}</DialogContentText>
          <TextField fullWidth multiline minRows={2} margin="dense" name="reason" label={translate("vitrine.forums.reason_optional")} value={reason} onChange={(e) => setReason(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate("vitrine.common.cancel")}</Button>
          <Button variant="contained" color="error" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {translate("vitrine.common.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
