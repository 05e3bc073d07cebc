import { useQuery } from "@tanstack/react-query"
import type { PhotoWeek } from "../../../../../domain/api/field/photos.ts"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export type Week = typeof PhotoWeek.Type

/** `GET /api/me/photos/week`: my stores, the types, this week's taken slots and when they reopen. */
export const usePhotoWeek = (campaignId: string) =>
  useQuery({ queryKey: ["photo-week", campaignId], queryFn: () => api<Week>(apiPaths.photoWeek(campaignId)) })
