import { keepPreviousData, useQuery } from "@tanstack/react-query"
import type { Ranking } from "../../../../../domain/api/field/ranking.ts"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export type RankingView = typeof Ranking.Type

/** `GET /api/me/ranking?campaignId=[&chainId=]`: the top ten and my place, in the campaign or one chain. */
export const useRanking = (campaignId: string, chainId?: string) =>
  useQuery({
    queryKey: ["ranking", campaignId, chainId ?? null],
    queryFn: () => api<RankingView>(chainId === undefined ? apiPaths.ranking(campaignId) : `${apiPaths.ranking(campaignId)}&chainId=${encodeURIComponent(chainId)}`),
    placeholderData: keepPreviousData
  })
