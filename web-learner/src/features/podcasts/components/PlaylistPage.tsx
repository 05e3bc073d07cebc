import "../podcasts.css"
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { Link } from "react-router"
import { QueryView } from "../../../components/states.tsx"
import { t } from "../../../i18n/index.ts"
import { usePlaylist, type PlaylistDetail } from "../api/getPlaylist.ts"
import { podcastPaths } from "../api/paths.ts"
import { AudioPlayer } from "./AudioPlayer.tsx"
import { clock, lastAudio, saveLastAudio, savedPosition } from "./positions.ts"

const Episodes = ({ playlist }: { playlist: PlaylistDetail }) => {
  const client = useQueryClient()
  const remembered = lastAudio(playlist.playlistId)
  const [current, setCurrent] = useState(playlist.audios.find((a) => a.audioId === remembered)?.audioId ?? playlist.audios[0]?.audioId)
  const audio = playlist.audios.find((a) => a.audioId === current)
  const choose = (audioId: string) => {
    saveLastAudio(playlist.playlistId, audioId)
    setCurrent(audioId)
  }
  const refresh = () => void client.invalidateQueries({ queryKey: ["podcasts"] })
  return (
    <>
      {audio && <AudioPlayer key={audio.audioId} playlistId={playlist.playlistId} audio={audio} onReported={refresh} />}
      <h2>{t("podcasts.episodes")}</h2>
      <ol className="results">
        {playlist.audios.map((a) => {
          const at = Math.max(savedPosition(playlist.playlistId, a.audioId), a.positionSeconds)
          return (
            <li key={a.audioId} className="line">
              <div>
                <button type="button" className="link" aria-pressed={a.audioId === current} onClick={() => choose(a.audioId)}>
                  {t("podcasts.play", { title: a.title })}
                </button>
                <div className="product-meta">
                  {clock(a.durationSeconds)}
                  {a.completed ? ` · ${t("podcasts.completed")}` : at > 0 ? ` · ${t("podcasts.resumeAt", { time: clock(at) })}` : ""}
                </div>
              </div>
              {a.completed && <span className="badge">✓</span>}
            </li>
          )
        })}
      </ol>
    </>
  )
}

/** `podcasts/{id}`: the playlist, its player and its episodes with where I stopped in each. */
export const PlaylistPage = ({ id }: { id: string }) => {
  const playlist = usePlaylist(id)
  return (
    <>
      <Link className="page-back" to={podcastPaths.list}>
        ← {t("podcasts.back")}
      </Link>
      <QueryView query={playlist}>
        {(p) => (
          <>
            <h1>{p.title}</h1>
            {p.description && <p>{p.description}</p>}
            <p className="product-meta">{t("podcasts.done", { done: p.completedCount, n: p.audioCount })}</p>
            <Episodes playlist={p} />
          </>
        )}
      </QueryView>
    </>
  )
}
