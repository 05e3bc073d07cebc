import { useQuery } from "@tanstack/react-query"
import type { Ranking } from "../../../../../domain/api/field/ranking.ts"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export type RankingView = typeof Ranking.Type

/** `GET /api/me/ranking?campaignId=`: the top ten and my place. */
export const useRanking = (campaignId: string) => useQuery({ queryKey: ["ranking", campaignId], queryFn: () => api<RankingView>(apiPaths.ranking(campaignId)) })
