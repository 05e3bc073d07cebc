import { Effect } from "effect"
import { oneRecord } from "../admin/readResource.ts"
import { libraryFilesResource } from "../admin/resources/library.ts"
import { playlistsResource } from "../admin/resources/podcasts.ts"
import { idempotencyKey, runAsAdmin } from "../admin/runCommand.ts"
import { requireScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"

/** `playlists/:id/publish|unpublish`: any admin (content has no country); answers the playlist after it. */
export const movePlaylist = (playlistId: string, type: "PublishPlaylist" | "UnpublishPlaylist") =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    yield* runAsAdmin(type, { playlistId }, yield* idempotencyKey)
    const { programme } = yield* ServerContext
    return yield* oneRecord(programme.db, playlistsResource, playlistId, scope)
  })

/** `library-files/:id/remove`: the file leaves the learners' library; the console keeps it, marked. */
export const removeLibraryFile = (libraryFileId: string) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    yield* runAsAdmin("RemoveLibraryFile", { libraryFileId }, yield* idempotencyKey)
    const { programme } = yield* ServerContext
    return yield* oneRecord(programme.db, libraryFilesResource, libraryFileId, scope)
  })
