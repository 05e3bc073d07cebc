/** The news screens and API paths (issue 46). */
export const newsPaths = {
  list: "/news",
  article: (id: string) => `/news/${encodeURIComponent(id)}`
} as const

export const newsApi = {
  list: (count: number) => `/api/me/news?range=[0,${count - 1}]`,
  article: (id: string) => `/api/me/news/${encodeURIComponent(id)}`,
  cover: (fileId: string, which: "thumbnail" | "original") => `/api/files/${encodeURIComponent(fileId)}${which === "thumbnail" ? "/thumbnail" : ""}`
} as const
