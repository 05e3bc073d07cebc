import PublishIcon from "@mui/icons-material/Publish"
import UnpublishedIcon from "@mui/icons-material/Unpublished"
import { useMutation } from "@tanstack/react-query"
import { Button, useNotify, useRecordContext, useRefresh } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

/** Publish a draft (learners see it, dated now) or take a published article back to draft. */
export const NewsActions = () => {
  const record = useRecordContext<{ id: string; published: boolean }>()
  const dataProvider = useVitrineProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const onError = (e: Error) => notify(e.message, { type: "error" })
  const publish = useMutation({ mutationFn: () => dataProvider.publishNews(record!.id), onSuccess: () => (notify("vitrine.news.published", { type: "success" }), refresh()), onError })
  const unpublish = useMutation({ mutationFn: () => dataProvider.unpublishNews(record!.id), onSuccess: () => (notify("vitrine.news.unpublished", { type: "success" }), refresh()), onError })
  if (!record) return null
  return record.published ? (
    <Button label="vitrine.news.unpublish" disabled={unpublish.isPending} onClick={() => unpublish.mutate()}><UnpublishedIcon /></Button>
  ) : (
    <Button label="vitrine.news.publish" disabled={publish.isPending} onClick={() => publish.mutate()}><PublishIcon /></Button>
  )
}
