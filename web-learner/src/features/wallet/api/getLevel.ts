import { useQuery } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export interface Level {
  readonly level: number
  readonly totalXp: number
  readonly campaignId: string | null
  readonly campaignXp: number
  readonly thresholds: { creator: { reach: number; keep: number }; influencer: { reach: number; keep: number } } | null
  readonly pendingRequest: { toLevel: number } | null
}

/** `GET /api/me/level`: level, XP and the open campaign's thresholds. */
export const useLevel = () => useQuery({ queryKey: ["level"], queryFn: () => api<Level>(apiPaths.level) })
