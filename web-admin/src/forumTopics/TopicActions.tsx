import LockIcon from "@mui/icons-material/Lock"
import LockOpenIcon from "@mui/icons-material/LockOpen"
import { Button } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

interface Topic { id: string; status: string }

/** Close an open topic (it takes no more replies) or reopen a closed one. */
export const TopicActions = () => {
  const record = useRecordContext<Topic>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const onError = (e: Error) => notify(e.message, { type: "error" })
  const close = useMutation({ mutationFn: () => dataProvider.closeForumTopic(record!.id), onSuccess: () => (notify("vitrine.forums.closed", { type: "success" }), refresh()), onError })
  const reopen = useMutation({ mutationFn: () => dataProvider.reopenForumTopic(record!.id), onSuccess: () => (notify("vitrine.forums.reopened", { type: "success" }), refresh()), onError })
  if (!record) return <TopToolbar />
  return (
    <TopToolbar>
      {record.status === "open" && <Button startIcon={<LockIcon />} disabled={close.isPending} onClick={() => close.mutate()}>{translate("vitrine.forums.close")}</Button>}
      {record.status === "closed" && <Button startIcon={<LockOpenIcon />} disabled={reopen.isPending} onClick={() => reopen.mutate()}>{translate("vitrine.forums.reopen")}</Button>}
    </TopToolbar>
  )
}
