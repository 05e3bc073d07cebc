import { keepPreviousData, useQuery } from "@tanstack/react-query"
import type { ActivityItem } from "../../../../../domain/api/activity/feed.ts"
import { apiPage } from "../../../lib/api-client.ts"

export type Activity = typeof ActivityItem.Type

/** `GET /api/me/activity`: my first `count` lines, the newest first (the server pages by `range`). */
export const activityPath = (count: number) => `/api/me/activity?range=[0,${count - 1}]`

export const useActivity = (count: number) =>
  useQuery({ queryKey: ["activity", count], queryFn: () => apiPage<Activity>(activityPath(count)), placeholderData: keepPreviousData })
