import { useQuery } from "@tanstack/react-query"
import type { MyPlaylist } from "../../../../../domain/api/podcastsLibrary/podcasts.ts"
import { apiPage } from "../../../lib/api-client.ts"
import { podcastApi } from "./paths.ts"

export type Playlist = typeof MyPlaylist.Type

/** `GET /api/me/podcasts?q=`: my client's published playlists, searched by playlist and audio titles. */
export const usePlaylists = (q: string) => useQuery({ queryKey: ["podcasts", "list", q], queryFn: () => apiPage<Playlist>(podcastApi.list(q)) })
