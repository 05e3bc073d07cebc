import PublishIcon from "@mui/icons-material/Publish"
import UnpublishedIcon from "@mui/icons-material/UnpublishedOutlined"
import { useMutation } from "@tanstack/react-query"
import { Button, useNotify, useRecordContext, useRefresh } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

/** saved → published ⇄ unpublished: the one move the survey's state allows, by an owner. */
export const PublishButtons = () => {
  const record = useRecordContext<{ id: string; status: string }>()
  const dataProvider = useVitrineProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const move = useMutation({
    mutationFn: (publish: boolean) => (publish ? dataProvider.publishSurvey(record!.id) : dataProvider.unpublishSurvey(record!.id)),
    onSuccess: (_, publish) => (notify(publish ? "vitrine.surveys.published" : "vitrine.surveys.unpublished", { type: "success" }), refresh()),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  if (!record) return null
  return record.status === "published" ? (
    <Button label="vitrine.surveys.unpublish" disabled={move.isPending} onClick={() => move.mutate(false)}><UnpublishedIcon /></Button>
  ) : (
    <Button label="vitrine.surveys.publish" disabled={move.isPending} onClick={() => move.mutate(true)}><PublishIcon /></Button>
  )
}
