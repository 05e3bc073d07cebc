import { useQuery } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { rewardApi } from "./paths.ts"
import type { Summary } from "./types.ts"

/** `GET /api/me/reward-store`: the wallet that pays, my level, the departments and categories. */
export const useRewardStore = () => useQuery({ queryKey: ["reward-store"], queryFn: () => api<Summary>(rewardApi.store) })
