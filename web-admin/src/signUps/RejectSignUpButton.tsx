import RejectIcon from "@mui/icons-material/PersonOff"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { ReasonDialog } from "../common/ReasonDialog.tsx"
import { useVitrineProvider } from "../common/useProvider.ts"

/** Rejects a sign-up from the queue's row with a reason (RejectSignUp): it leaves the queue for good. */
export const RejectSignUpButton = () => {
  const record = useRecordContext<{ id: string; fullName: string }>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const reject = useMutation({
    mutationFn: (reason: string) => dataProvider.rejectSignUp(record!.id, reason),
    onSuccess: () => (setOpen(false), notify("vitrine.signup_reject.done", { type: "success" }), refresh()),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  return (
    // The dialog sits in the row: a click inside it must not open the account.
    <span onClick={(e) => e.stopPropagation()}>
      <Button label="vitrine.signup_reject.button" color="error" disabled={reject.isPending} onClick={() => setOpen(true)}>
        <RejectIcon />
      </Button>
      <ReasonDialog
        open={open} title={translate("vitrine.signup_reject.title", { name: record?.fullName ?? "" })}
        onClose={() => setOpen(false)} onConfirm={(r) => reject.mutate(r)} busy={reject.isPending}
      />
    </span>
  )
}
