import ApproveIcon from "@mui/icons-material/ThumbUp"
import RejectIcon from "@mui/icons-material/ThumbDown"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { ReasonDialog } from "../common/ReasonDialog.tsx"
import { useVitrineProvider } from "../common/useProvider.ts"

interface Photo { id: string; status: string; storeName?: string }

/** Approve, or reprove with a reason (the slot of that week opens again for the store). */
export const PhotoActions = () => {
  const record = useRecordContext<Photo>()
  const dataProvider = useVitrineProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const [reproving, setReproving] = useState(false)
  const pending = record?.status === "awaiting_approval"
  const onError = (e: Error) => notify(e.message, { type: "error" })
  const approve = useMutation({ mutationFn: () => dataProvider.approvePhoto(record!.id), onSuccess: () => (notify("vitrine.photos.approved", { type: "success" }), refresh()), onError })
  const reprove = useMutation({
    mutationFn: (reason: string) => dataProvider.reprovePhoto(record!.id, reason),
    onSuccess: () => (setReproving(false), notify("vitrine.photos.reproved", { type: "success" }), refresh()),
    onError
  })
  return (
    <TopToolbar>
      <Button label="vitrine.sales.approve" onClick={() => approve.mutate()} disabled={!pending || approve.isPending}><ApproveIcon /></Button>
      <Button label="vitrine.sales.reprove" onClick={() => setReproving(true)} disabled={!pending}><RejectIcon /></Button>
      <ReasonDialog
        open={reproving}
        title={translate("vitrine.photos.reprove_title", { store: record?.storeName ?? "" })}
        onClose={() => setReproving(false)}
        onConfirm={(reason) => reprove.mutate(reason)}
        busy={reprove.isPending}
      />
    </TopToolbar>
  )
}
