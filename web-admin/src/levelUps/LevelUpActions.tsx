import ApproveIcon from "@mui/icons-material/ThumbUp"
import RejectIcon from "@mui/icons-material/ThumbDown"
import { Typography } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { ReasonDialog } from "../common/ReasonDialog.tsx"
import { useVitrineProvider } from "../common/useProvider.ts"

interface LevelUp { id: string; userId: string; status: string; unapprovedSales: number }

/** Approve only when every counted sale is approved (the domain refuses otherwise: say why); reject with a reason. */
export const LevelUpActions = () => {
  const record = useRecordContext<LevelUp>()
  const dataProvider = useVitrineProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const [rejecting, setRejecting] = useState(false)
  const pending = record?.status === "pending"
  const blocked = (record?.unapprovedSales ?? 0) > 0
  const onError = (e: Error) => notify(e.message, { type: "error" })
  const approve = useMutation({
    mutationFn: () => dataProvider.approveLevelUp(record!.userId),
    onSuccess: () => (notify("vitrine.levelups.approved", { type: "success" }), refresh()),
    onError
  })
  const reject = useMutation({
    mutationFn: (reason: string) => dataProvider.rejectLevelUp(record!.userId, reason),
    onSuccess: () => (setRejecting(false), notify("vitrine.levelups.rejected", { type: "success" }), refresh()),
    onError
  })
  return (
    <TopToolbar sx={{ alignItems: "center", flexWrap: "wrap" }}>
      {pending && blocked && (
        <Typography variant="body2" color="warning.dark" data-testid="approve-blocked">
          {translate("vitrine.levelups.blocked_reason", { count: record?.unapprovedSales ?? 0 })}
        </Typography>
      )}
      {/* Named by hand: on a phone react-admin's Button is an icon alone, and loses its name when disabled (axe: button-name). */}
      <Button label="vitrine.levelups.approve" aria-label={translate("vitrine.levelups.approve")} onClick={() => approve.mutate()} disabled={!pending || blocked || approve.isPending}><ApproveIcon /></Button>
      <Button label="vitrine.levelups.reject" aria-label={translate("vitrine.levelups.reject")} onClick={() => setRejecting(true)} disabled={!pending}><RejectIcon /></Button>
      <ReasonDialog open={rejecting} title={translate("vitrine.levelups.reject")} onClose={() => setRejecting(false)} onConfirm={(r) => reject.mutate(r)} busy={reject.isPending} />
    </TopToolbar>
  )
}
