import { afterEach, describe, expect, it } from "vitest"
import { AudioAdded, ListeningReported, PlaylistCreated, PlaylistPublished, PlaylistUnpublished } from "../../../domain/podcast/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { addAudio, createPlaylist, listen, publish, twoClients, unpublish } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

describe("CreatePlaylist and AddAudio", () => {
  it("creates a playlist of a known client and adds audios to it", () => {
    s = scenario().run(...twoClients)
    s.when(createPlaylist()).thenEvents(new PlaylistCreated({ playlistId: "p1", clientId: "academy", title: "Vendas em 5 minutos" }))
    s.when(addAudio("a1", 42)).thenEvents(new AudioAdded({ playlistId: "p1", audioId: "a1", title: "Episódio a1", fileId: "file-a1", durationSeconds: 42 }))
  })

  it("refuses a repeated playlist, an unknown client, a repeated audio and an audio of no playlist", () => {
    s = scenario().run(...twoClients)
    s.when(createPlaylist({ clientId: "nobody" })).thenRejects("playlist.client_unknown", { clientId: "nobody" })
    s.run(createPlaylist(), addAudio())
    s.when(createPlaylist()).thenRejects("playlist.already_exists")
    s.when(addAudio()).thenRejects("audio.already_exists", { playlistId: "p1", audioId: "a1" })
    s.when(addAudio("a2", 30, "nope")).thenRejects("playlist.not_found")
    expect(() => s.send(addAudio("a3", 0))).toThrow(/does not decode/)
  })
})

describe("PublishPlaylist and UnpublishPlaylist", () => {
  it("publishes a playlist with audios, and unpublishes a published one", () => {
    s = scenario().run(...twoClients, createPlaylist())
    s.when(publish()).thenRejects("playlist.empty")
    s.run(addAudio())
    s.when(publish()).thenEvents(new PlaylistPublished({ playlistId: "p1" }))
    s.when(publish()).thenRejects("playlist.status", { playlistId: "p1", status: "published" })
    s.when(unpublish()).thenEvents(new PlaylistUnpublished({ playlistId: "p1" }))
    s.when(unpublish()).thenRejects("playlist.status", { playlistId: "p1", status: "unpublished" })
  })
})

describe("ReportListening", () => {
  it("records the position, clipped to the audio's length, and completes the audio at its end", () => {
    s = scenario().run(...twoClients, createPlaylist(), addAudio("a1", 60), publish())
    s.when(listen("u1", 57.5)).thenEvents(new ListeningReported({ playlistId: "p1", audioId: "a1", userId: "u1", positionSeconds: 57.5, completed: false }))
    s.when(listen("u1", 12.5)).thenEvents(new ListeningReported({ playlistId: "p1", audioId: "a1", userId: "u1", positionSeconds: 12.5, completed: false }))
    s.when(listen("u1", 500)).thenEvents(new ListeningReported({ playlistId: "p1", audioId: "a1", userId: "u1", positionSeconds: 60, completed: true }))
  })

  it("counts the last two seconds as the end, or a twentieth of a short audio", () => {
    s = scenario().run(...twoClients, createPlaylist(), addAudio("a1", 60), addAudio("a2", 4), publish())
    s.when(listen("u1", 58)).thenEvents(new ListeningReported({ playlistId: "p1", audioId: "a1", userId: "u1", positionSeconds: 58, completed: true }))
    s.when(listen("u1", 2, "a2")).thenEvents(new ListeningReported({ playlistId: "p1", audioId: "a2", userId: "u1", positionSeconds: 2, completed: false }))
    s.when(listen("u1", 3.8, "a2")).thenEvents(new ListeningReported({ playlistId: "p1", audioId: "a2", userId: "u1", positionSeconds: 3.8, completed: true }))
  })

  it("keeps a completed audio completed when the learner listens again from the start", () => {
    s = scenario().run(...twoClients, createPlaylist(), addAudio("a1", 60), publish(), listen("u1", 59))
    s.when(listen("u1", 3)).thenEvents(new ListeningReported({ playlistId: "p1", audioId: "a1", userId: "u1", positionSeconds: 3, completed: true }))
  })

  it("answers another client's, an unpublished and an unknown playlist alike: not found", () => {
    s = scenario().run(...twoClients, createPlaylist(), addAudio("a1", 60))
    s.when(listen("u1", 5)).thenRejects("playlist.not_found", { playlistId: "p1" })
    s.run(publish())
    s.when(listen("u2", 5)).thenRejects("playlist.not_found", { playlistId: "p1" })
    s.when(listen("u1", 5, "a1", "nope")).thenRejects("playlist.not_found", { playlistId: "nope" })
    s.when(listen("u1", 5, "a9")).thenRejects("audio.not_found", { playlistId: "p1", audioId: "a9" })
    s.run(unpublish())
    s.when(listen("u1", 5)).thenRejects("playlist.not_found", { playlistId: "p1" })
  })
})
