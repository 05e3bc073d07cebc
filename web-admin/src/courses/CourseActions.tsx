import ArchiveIcon from "@mui/icons-material/Archive"
import PublishIcon from "@mui/icons-material/Publish"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, Confirm, EditButton, TopToolbar, useNotify, useRecordContext, useRefresh } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

/** Edit or publish a draft, archive a published course: publishing and archiving ask first (neither goes back). */
export const CourseActions = () => {
  const record = useRecordContext<{ id: string; title: string; status: string }>()
  const dataProvider = useVitrineProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const [asking, setAsking] = useState<"publish" | "archive">()
  const act = useMutation({
    mutationFn: (what: "publish" | "archive") => (what === "publish" ? dataProvider.publishCourse(record!.id) : dataProvider.archiveCourse(record!.id)),
    onSuccess: (_, what) => (setAsking(undefined), notify(`vitrine.learning.done_${what}`, { type: "success" }), refresh()),
    onError: (e: Error) => (setAsking(undefined), notify(e.message, { type: "error" }))
  })
  if (!record) return <TopToolbar />
  return (
    <TopToolbar>
      {record.status === "draft" && <EditButton label="vitrine.authoring.edit" />}
      {record.status === "draft" && <Button label="vitrine.learning.publish" onClick={() => setAsking("publish")}><PublishIcon /></Button>}
      {record.status === "published" && <Button label="vitrine.learning.archive" onClick={() => setAsking("archive")}><ArchiveIcon /></Button>}
      <Confirm
        isOpen={asking !== undefined}
        loading={act.isPending}
        title={`vitrine.learning.${asking ?? "publish"}`}
        content={`vitrine.learning.confirm_${asking ?? "publish"}`}
        translateOptions={{ title: record.title }}
        onConfirm={() => asking && act.mutate(asking)}
        onClose={() => setAsking(undefined)}
      />
    </TopToolbar>
  )
}
