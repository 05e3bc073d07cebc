import { useQuery } from "@tanstack/react-query"
import type { MyPlaylistDetail } from "../../../../../domain/api/podcastsLibrary/podcasts.ts"
import { api } from "../../../lib/api-client.ts"
import { podcastApi } from "./paths.ts"

export type PlaylistDetail = typeof MyPlaylistDetail.Type
export type Audio = PlaylistDetail["audios"][number]

/** `GET /api/me/podcasts/:id`: the audios with their signed links and where I stopped in each. */
export const usePlaylist = (id: string) => useQuery({ queryKey: ["podcasts", "playlist", id], queryFn: () => api<PlaylistDetail>(podcastApi.playlist(id)) })
