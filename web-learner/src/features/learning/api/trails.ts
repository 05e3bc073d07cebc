import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { api, apiPage } from "../../../lib/api-client.ts"
import { learningApi } from "./paths.ts"
import type { Trail } from "./types.ts"

/** `GET /api/me/trails`: SPEC §3's trail filters (search, progress). */
export const useTrails = (search: string, status: string) => {
  const q = new URLSearchParams({ range: "[0,99]" })
  if (search.trim() !== "") q.set("q", search.trim())
  if (status !== "all") q.set("status", status)
  return useQuery({ queryKey: ["learning", "trails", search, status], queryFn: () => apiPage<Trail>(learningApi.trails(q)), placeholderData: keepPreviousData })
}

export const useTrail = (id: string) => useQuery({ queryKey: ["learning", "trails", id], queryFn: () => api<Trail>(learningApi.trail(id)) })
