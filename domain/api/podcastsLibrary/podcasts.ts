import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { AdminRecord } from "../AdminResourcesApi.ts"
import { CommandHeaders, ListQuery, Page } from "../me/lists.ts"

/** `q` searches the playlists' and their audios' titles (case and accents do not matter). */
export const PodcastQuery = Schema.Struct({ ...ListQuery.fields, q: Schema.optional(Schema.String) })

export const MyPlaylist = Schema.Struct({
  id: Schema.String,
  playlistId: Schema.String,
  title: Schema.String,
  description: Schema.NullOr(Schema.String),
  audioCount: Schema.Number,
  totalSeconds: Schema.Number,
  /** How many of its audios I finished. */
  completedCount: Schema.Number
}).annotate({ identifier: "MyPlaylist" })

export const MyAudio = Schema.Struct({
  audioId: Schema.String,
  title: Schema.String,
  durationSeconds: Schema.Number,
  /** A signed link (an `<audio>` element sends no token). */
  url: Schema.String,
  contentType: Schema.NullOr(Schema.String),
  /** Where I stopped, 0 if I never listened. */
  positionSeconds: Schema.Number,
  completed: Schema.Boolean
}).annotate({ identifier: "MyAudio" })

export const MyPlaylistDetail = Schema.Struct({ ...MyPlaylist.fields, audios: Schema.Array(MyAudio) }).annotate({ identifier: "MyPlaylistDetail" })

export const ListeningProgress = Schema.Struct({
  positionSeconds: Schema.Number.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(86_400))
}).annotate({ identifier: "ListeningProgress" })

export const ListeningView = Schema.Struct({ playlistId: Schema.String, audioId: Schema.String, positionSeconds: Schema.Number, completed: Schema.Boolean }).annotate({
  identifier: "ListeningView"
})

const id = { id: Schema.String }

export const podcastEndpoints = {
  list: HttpApiEndpoint.get("myPlaylists", "/api/me/podcasts", { query: PodcastQuery, success: Page(MyPlaylist) }),
  get: HttpApiEndpoint.get("myPlaylist", "/api/me/podcasts/:id", { params: id, success: MyPlaylistDetail }),
  progress: HttpApiEndpoint.put("reportListening", "/api/me/podcasts/:id/audios/:audioId/progress", {
    params: { id: Schema.String, audioId: Schema.String },
    headers: CommandHeaders,
    payload: ListeningProgress,
    success: ListeningView
  }),
  publish: HttpApiEndpoint.post("publishPlaylist", "/api/admin/playlists/:id/publish", { params: id, success: AdminRecord }),
  unpublish: HttpApiEndpoint.post("unpublishPlaylist", "/api/admin/playlists/:id/unpublish", { params: id, success: AdminRecord })
}
