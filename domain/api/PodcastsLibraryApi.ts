import { HttpApiGroup } from "effect/http-api"
import { libraryEndpoints as l } from "./podcastsLibrary/library.ts"
import { podcastEndpoints as p } from "./podcastsLibrary/podcasts.ts"
import { Authentication } from "./security.ts"

/**
 * Podcasts and the library (DESIGN §4.10), for the learner (`/api/me/…`, the token's user and
 * their chosen client company) and the console's command routes. The console's lists
 * (`playlists`, `podcast-audios`, `listenings`, `library-files`) are admin resources like the others.
 * Static paths before parameterised ones (`library/categories`).
 */
export const PodcastsLibraryApi = HttpApiGroup.make("podcastsLibrary")
  .add(p.list, p.get, p.progress, p.publish, p.unpublish)
  .add(l.list, l.categories, l.get, l.remove)
  .middleware(Authentication)
