import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { AudioAdded, ListeningReported, PlaylistCreated, PlaylistPublished, PlaylistUnpublished, type ListeningEvent, type PlaylistEvent } from "./events.ts"

export type PlaylistStatus = "draft" | "published" | "unpublished"

export type PlaylistState =
  | { readonly exists: false }
  | {
      readonly exists: true
      readonly clientId: string
      readonly status: PlaylistStatus
      /** Each audio's length in seconds, by audio id. */
      readonly audios: ReadonlyMap<string, number>
    }

export const evolvePlaylist = (s: PlaylistState, e: PlaylistEvent): PlaylistState => {
  switch (e._tag) {
    case "PlaylistCreated":
      return { exists: true, clientId: e.clientId, status: "draft", audios: new Map() }
    case "AudioAdded":
      return s.exists ? { ...s, audios: new Map(s.audios).set(e.audioId, e.durationSeconds) } : s
    case "PlaylistPublished":
      return s.exists ? { ...s, status: "published" } : s
    case "PlaylistUnpublished":
      return s.exists ? { ...s, status: "unpublished" } : s
  }
}

export const Playlist: Aggregate<PlaylistState, PlaylistEvent> = {
  name: "playlist",
  initialState: { exists: false },
  evolve: evolvePlaylist,
  events: [PlaylistCreated, AudioAdded, PlaylistPublished, PlaylistUnpublished],
  streamOf: (e) => `playlist-${e.playlistId}`
}
export const playlist = (playlistId: string) => streamRef(Playlist, playlistId)

/** One learner's listening of one playlist: the audios they completed (progress never goes back from done). */
export interface ListeningState {
  readonly completed: ReadonlySet<string>
}

export const Listening: Aggregate<ListeningState, ListeningEvent> = {
  name: "listening",
  initialState: { completed: new Set() },
  evolve: (s, e) => (e.completed && !s.completed.has(e.audioId) ? { completed: new Set(s.completed).add(e.audioId) } : s),
  events: [ListeningReported],
  streamOf: (e) => `listening-${e.playlistId}.${e.userId}`
}
export const listening = (playlistId: string, userId: string) => streamRef(Listening, `${playlistId}.${userId}`)
