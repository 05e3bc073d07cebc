import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { api, apiPage } from "../../../lib/api-client.ts"
import { rewardApi, type StoreFilter } from "./paths.ts"
import type { Reward } from "./types.ts"

/** `GET /api/me/rewards`: the first `count` rewards of the filtered, sorted store, and how many match. */
export const useRewards = (filter: StoreFilter, count: number) =>
  useQuery({ queryKey: ["rewards", filter, count], queryFn: () => apiPage<Reward>(rewardApi.rewards(filter, count)), placeholderData: keepPreviousData })

/** `GET /api/me/rewards/:id`: one reward, with why it cannot be redeemed now. */
export const useReward = (id: string) => useQuery({ queryKey: ["reward", id], queryFn: () => api<Reward>(rewardApi.reward(id)) })
