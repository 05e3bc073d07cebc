import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { movePlaylist, removeLibraryFile } from "./podcastsLibrary/authoring.ts"
import { listMyLibrary, myLibraryCategories, myLibraryFile } from "./podcastsLibrary/myLibrary.ts"
import { listMyPlaylists, myPlaylist, reportMyListening } from "./podcastsLibrary/myPodcasts.ts"

/** Handlers of podcasts and the library (domain/api/PodcastsLibraryApi.ts). */
export const PodcastsLibraryHttpLive = HttpApiBuilder.group(VitrineApi, "podcastsLibrary", (handlers) =>
  handlers
    .handle("myPlaylists", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyPlaylists(user, query)))
    .handle("myPlaylist", ({ params }) => Effect.flatMap(CurrentUser, (user) => myPlaylist(user, params.id)))
    .handle("reportListening", ({ params, payload, headers }) =>
      Effect.flatMap(CurrentUser, (user) => reportMyListening(user, params.id, params.audioId, payload.positionSeconds, headers["idempotency-key"]))
    )
    .handle("publishPlaylist", ({ params }) => movePlaylist(params.id, "PublishPlaylist"))
    .handle("unpublishPlaylist", ({ params }) => movePlaylist(params.id, "UnpublishPlaylist"))
    .handle("myLibrary", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyLibrary(user, query)))
    .handle("myLibraryCategories", () => Effect.flatMap(CurrentUser, myLibraryCategories))
    .handle("myLibraryFile", ({ params }) => Effect.flatMap(CurrentUser, (user) => myLibraryFile(user, params.id)))
    .handle("removeLibraryFile", ({ params }) => removeLibraryFile(params.id))
)
