import GroupAddIcon from "@mui/icons-material/GroupAdd"
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"
import { learnerIds } from "./learnerIds.ts"


/**
 * Bulk assignment: each learner is enrolled on their own (POST …/enrolments), so one refused
 * (another country's learner, an unknown id) does not stop the others; the refusals are listed.
 */
export const EnrolLearners = () => {
  const record = useRecordContext<{ id: string; title: string; status: string }>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState("")
  const enrol = useMutation({
    mutationFn: async (ids: string[]) => {
      const results = await Promise.allSettled(ids.map((userId) => dataProvider.enrolUser(record!.id, userId)))
      return results.flatMap((r, i) => (r.status === "rejected" ? [`${ids[i]}: ${(r.reason as Error).message}`] : []))
    },
    onSuccess: (refused, ids) => {
      refresh()
      if (refused.length === 0) {
        setOpen(false)
        setText("")
        notify("vitrine.learning.enrolled", { type: "success", messageArgs: { count: ids.length } })
      } else notify(`${translate("vitrine.learning.enrol_refused", { ok: ids.length - refused.length, failed: refused.length })} ${refused.join(" · ")}`, { type: "warning", multiLine: true })
    }
  })
  if (!record || record.status !== "published") return null
  const ids = learnerIds(text)
  return (
    <>
      <Button label="vitrine.learning.enrol" onClick={() => setOpen(true)}><GroupAddIcon /></Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="enrol-title" fullWidth>
        <DialogTitle id="enrol-title">{translate("vitrine.learning.enrol_title", { title: record.title })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            name="learners"
            label={translate("vitrine.learning.learner_ids")}
            helperText={translate("vitrine.learning.learner_ids_help")}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate("vitrine.common.cancel")}</MuiButton>
          <MuiButton variant="contained" disabled={ids.length === 0 || enrol.isPending} onClick={() => enrol.mutate(ids)}>
            {translate("vitrine.learning.enrol_n", { smart_count: ids.length })}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  )
}
