import type { ListeningView } from "../../../../../domain/api/podcastsLibrary/podcasts.ts"
import { api } from "../../../lib/api-client.ts"
import { podcastApi } from "./paths.ts"

/** `PUT …/progress`: where I am in an audio; the server clips it and says whether it is completed. */
export const reportListening = (playlistId: string, audioId: string, positionSeconds: number) =>
  api<typeof ListeningView.Type>(podcastApi.progress(playlistId, audioId), { method: "PUT", body: { positionSeconds: Math.max(0, Math.round(positionSeconds * 10) / 10) }, idempotent: true })
