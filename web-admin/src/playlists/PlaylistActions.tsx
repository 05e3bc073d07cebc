import AddIcon from "@mui/icons-material/Add"
import PublishIcon from "@mui/icons-material/Publish"
import UnpublishIcon from "@mui/icons-material/VisibilityOff"
import { Button as MuiButton } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

/** Add an audio, publish (refused while empty, in words) or unpublish: the moves the playlist's state allows. */
export const PlaylistActions = () => {
  const record = useRecordContext<{ id: string; status: string }>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const onError = (e: Error) => notify(e.message, { type: "error" })
  const done = (message: string) => () => (notify(message, { type: "success" }), refresh())
  const publish = useMutation({ mutationFn: () => dataProvider.publishPlaylist(record!.id), onSuccess: done("vitrine.content.published"), onError })
  const unpublish = useMutation({ mutationFn: () => dataProvider.unpublishPlaylist(record!.id), onSuccess: done("vitrine.content.unpublished"), onError })
  if (!record) return <TopToolbar />
  return (
    <TopToolbar>
      <MuiButton component={Link} to={`/podcast-audios/create?playlistId=${encodeURIComponent(record.id)}`} startIcon={<AddIcon />}>
        {translate("vitrine.content.add_audio")}
      </MuiButton>
      {record.status !== "published" && (
        <MuiButton startIcon={<PublishIcon />} onClick={() => publish.mutate()} disabled={publish.isPending}>
          {translate("vitrine.content.publish")}
        </MuiButton>
      )}
      {record.status === "published" && (
        <MuiButton startIcon={<UnpublishIcon />} onClick={() => unpublish.mutate()} disabled={unpublish.isPending}>
          {translate("vitrine.content.unpublish")}
        </MuiButton>
      )}
    </TopToolbar>
  )
}
