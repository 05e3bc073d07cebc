const e = encodeURIComponent

/** The library's screens (SPEC §2): `library/{name}` is a category, `libraries/{id}` a file. */
export const libraryPaths = {
  list: "/library",
  category: (name: string) => `/library/${e(name)}`,
  file: (id: string) => `/libraries/${e(id)}`
} as const

/** The library's API (domain/api/podcastsLibrary/library.ts). */
export const libraryApi = {
  list: (query: URLSearchParams) => `/api/me/library?${query}`,
  categories: "/api/me/library/categories",
  file: (id: string) => `/api/me/library/${e(id)}`
} as const
