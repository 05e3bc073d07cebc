import type { Step } from "../../support/scenario.ts"
import { account } from "../../support/setup.ts"

/** Two client companies; u1 belongs to the academy, u2 to the other one. */
export const twoClients: ReadonlyArray<Step> = [
  ...account("u1", "39053344705"),
  ...account("u2", "52998224725"),
  { type: "CreateClient", payload: { clientId: "academy", name: "Academia", homeRoute: "/podcasts", features: { podcasts: true } } },
  { type: "CreateClient", payload: { clientId: "retail", name: "Varejo", homeRoute: "/home", features: { podcasts: true } } },
  { type: "AddUserToClient", payload: { clientId: "academy", userId: "u1" } },
  { type: "AddUserToClient", payload: { clientId: "retail", userId: "u2" } }
]

export const createPlaylist = (extra: Partial<Record<string, unknown>> = {}): Step => ({
  type: "CreatePlaylist",
  payload: { playlistId: "p1", clientId: "academy", title: "Vendas em 5 minutos", ...extra }
})
export const addAudio = (audioId = "a1", durationSeconds = 60, playlistId = "p1"): Step => ({
  type: "AddAudio",
  payload: { playlistId, audioId, title: `Episódio ${audioId}`, fileId: `file-${audioId}`, durationSeconds }
})
export const publish = (playlistId = "p1"): Step => ({ type: "PublishPlaylist", payload: { playlistId } })
export const unpublish = (playlistId = "p1"): Step => ({ type: "UnpublishPlaylist", payload: { playlistId } })
export const listen = (userId: string, positionSeconds: number, audioId = "a1", playlistId = "p1"): Step => ({
  type: "ReportListening",
  payload: { playlistId, audioId, userId, positionSeconds }
})
