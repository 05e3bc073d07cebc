import { Schema } from "effect"

/** The learner's client company has podcasts turned off (its `podcasts` flag, SPEC §3 `has_{module}`). */
export class PodcastsDisabled extends Schema.TaggedError<PodcastsDisabled>()("PodcastsDisabled", {}) {
  get code() { return "podcast.disabled" as const }
}

/** The learner's client company has no library (its `library` flag, SPEC §3 `has_library`). */
export class LibraryDisabled extends Schema.TaggedError<LibraryDisabled>()("LibraryDisabled", {}) {
  get code() { return "library.disabled" as const }
}
