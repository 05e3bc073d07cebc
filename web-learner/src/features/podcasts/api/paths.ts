const e = encodeURIComponent

/** The podcasts' screens (SPEC §2). */
export const podcastPaths = {
  list: "/podcasts",
  search: (name: string) => `/podcasts/search/${e(name)}`,
  playlist: (id: string) => `/podcasts/${e(id)}`
} as const

/** The podcasts' API (domain/api/podcastsLibrary/podcasts.ts). */
export const podcastApi = {
  list: (q: string) => `/api/me/podcasts?range=[0,99]${q === "" ? "" : `&q=${e(q)}`}`,
  playlist: (id: string) => `/api/me/podcasts/${e(id)}`,
  progress: (id: string, audioId: string) => `/api/me/podcasts/${e(id)}/audios/${e(audioId)}/progress`
} as const
