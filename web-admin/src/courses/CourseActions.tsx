import ArchiveIcon from "@mui/icons-material/Archive"
import PublishIcon from "@mui/icons-material/Publish"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import GamesIcon from "@mui/icons-material/SportsEsports"
import { Button, Confirm, EditButton, Link, TopToolbar, useNotify, useRecordContext, useRefresh } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

/** A course the games editor opens: every activity a game. */
const isGameCourse = (activities: ReadonlyArray<{ type: string }> = []) => activities.length > 0 && activities.every((a) => a.type === "game" || a.type.endsWith("_game"))

/** Edit or publish a draft, archive a published course: publishing and archiving ask first (neither goes back). */
export const CourseActions = () => {
  const record = useRecordContext<{ id: string; title: string; status: string; activities?: Array<{ type: string }> }>()
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
      {record.status === "draft" && isGameCourse(record.activities) && (
        <Button component={Link} to={`/game-courses/${encodeURIComponent(record.id)}`} label="vitrine.authoring.edit_games">
          <GamesIcon />
        </Button>
      )}
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
