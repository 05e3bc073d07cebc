import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { client } from "../client/aggregate.ts"
import { AddAudio, CreatePlaylist, PublishPlaylist, ReportListening, UnpublishPlaylist } from "./commands.ts"
import { AudioAlreadyExists, AudioNotFound, ClientUnknown, PlaylistAlreadyExists, PlaylistEmpty, PlaylistNotFound, PlaylistStatusConflict } from "./errors.ts"
import { AudioAdded, ListeningReported, PlaylistCreated, PlaylistPublished, PlaylistUnpublished } from "./events.ts"
import { listening, playlist, type PlaylistState } from "./state.ts"

/**
 * The last moments of an audio count as its end (players stop a fraction short of the file's
 * length): two seconds, or a twentieth of a short audio, so half of a 4-second one is not "done".
 */
export const completionSlack = (durationSeconds: number): number => Math.min(2, durationSeconds / 20)

const requirePlaylist = (playlistId: string, s: PlaylistState) => (s.exists ? Effect.succeed(s) : Effect.fail(new PlaylistNotFound({ playlistId })))

export const createPlaylist = defineCommand<CreatePlaylist, Lookups>({
  schema: CreatePlaylist,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(playlist(c.playlistId)).exists) return yield* new PlaylistAlreadyExists({ playlistId: c.playlistId })
      if (!states.of(client(c.clientId)).exists) return yield* new ClientUnknown({ clientId: c.clientId })
      const { _tag, ...fields } = c
      return [new PlaylistCreated(fields)]
    })
})

export const addAudio = defineCommand<AddAudio, Lookups>({
  schema: AddAudio,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = yield* requirePlaylist(c.playlistId, states.of(playlist(c.playlistId)))
      if (s.audios.has(c.audioId)) return yield* new AudioAlreadyExists({ playlistId: c.playlistId, audioId: c.audioId })
      const { _tag, ...fields } = c
      return [new AudioAdded(fields)]
    })
})

export const publishPlaylist = defineCommand<PublishPlaylist, Lookups>({
  schema: PublishPlaylist,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = yield* requirePlaylist(c.playlistId, states.of(playlist(c.playlistId)))
      if (s.status === "published") return yield* new PlaylistStatusConflict({ playlistId: c.playlistId, status: s.status })
      if (s.audios.size === 0) return yield* new PlaylistEmpty({ playlistId: c.playlistId })
      return [new PlaylistPublished({ playlistId: c.playlistId })]
    })
})

export const unpublishPlaylist = defineCommand<UnpublishPlaylist, Lookups>({
  schema: UnpublishPlaylist,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = yield* requirePlaylist(c.playlistId, states.of(playlist(c.playlistId)))
      if (s.status !== "published") return yield* new PlaylistStatusConflict({ playlistId: c.playlistId, status: s.status })
      return [new PlaylistUnpublished({ playlistId: c.playlistId })]
    })
})

/**
 * A learner's position in an audio: only in a published playlist of a client they belong to (any
 * other is answered as unknown, never as "not yours"); the position is clipped to the audio's
 * length, and reaching its end completes it for good (listening again from the start keeps it done).
 */
export const reportListening = defineCommand<ReportListening, Lookups>({
  schema: ReportListening,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(playlist(c.playlistId))
      if (!s.exists || s.status !== "published" || !states.of(client(s.clientId)).members.has(c.userId)) return yield* new PlaylistNotFound({ playlistId: c.playlistId })
      const duration = s.audios.get(c.audioId)
      if (duration === undefined) return yield* new AudioNotFound({ playlistId: c.playlistId, audioId: c.audioId })
      const positionSeconds = Math.min(c.positionSeconds, duration)
      const completed = states.of(listening(c.playlistId, c.userId)).completed.has(c.audioId) || positionSeconds >= duration - completionSlack(duration)
      return [new ListeningReported({ playlistId: c.playlistId, audioId: c.audioId, userId: c.userId, positionSeconds, completed })]
    })
})
