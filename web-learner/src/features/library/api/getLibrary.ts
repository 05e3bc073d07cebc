import { keepPreviousData, useQuery } from "@tanstack/react-query"
import type { LibraryCategory, MyLibraryFile } from "../../../../../domain/api/podcastsLibrary/library.ts"
import { api, apiPage } from "../../../lib/api-client.ts"
import { libraryApi } from "./paths.ts"

export type LibraryFile = typeof MyLibraryFile.Type
export type FileKind = LibraryFile["kind"]

/** SPEC §3's filter defaults: 'all' is no filter. */
export interface LibraryFilters {
  readonly category: string
  readonly kind: FileKind | "all"
}

const queryOf = (f: LibraryFilters) => {
  const q = new URLSearchParams({ range: "[0,99]" })
  if (f.category !== "all") q.set("category", f.category)
  if (f.kind !== "all") q.set("kind", f.kind)
  return q
}

/** `GET /api/me/library?category=&kind=`. */
export const useLibrary = (filters: LibraryFilters) =>
  useQuery({ queryKey: ["library", "list", filters], queryFn: () => apiPage<LibraryFile>(libraryApi.list(queryOf(filters))), placeholderData: keepPreviousData })

/** `GET /api/me/library/categories`: my client's categories with their counts. */
export const useLibraryCategories = () =>
  useQuery({ queryKey: ["library", "categories"], queryFn: () => api<Array<typeof LibraryCategory.Type>>(libraryApi.categories) })

/** `GET /api/me/library/:id`: one file with its signed link. */
export const useLibraryFile = (id: string) => useQuery({ queryKey: ["library", "file", id], queryFn: () => api<LibraryFile>(libraryApi.file(id)) })
