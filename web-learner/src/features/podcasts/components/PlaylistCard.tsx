import { Link } from "react-router"
import { t } from "../../../i18n/index.ts"
import type { Playlist } from "../api/getPlaylists.ts"
import { podcastPaths } from "../api/paths.ts"

export const PlaylistCard = ({ playlist }: { playlist: Playlist }) => (
  <li className="card">
    <h2>
      <Link to={podcastPaths.playlist(playlist.playlistId)}>{playlist.title}</Link>
    </h2>
    {playlist.description && <p>{playlist.description}</p>}
    <p className="product-meta">
      {t("podcasts.audios", { n: playlist.audioCount, minutes: Math.max(1, Math.round(playlist.totalSeconds / 60)) })} ·{" "}
      {t("podcasts.done", { done: playlist.completedCount, n: playlist.audioCount })}
    </p>
  </li>
)
