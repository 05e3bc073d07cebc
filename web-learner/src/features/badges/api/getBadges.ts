import { useQuery } from "@tanstack/react-query"
import type { MyBadge } from "../../../../../domain/api/field/badges.ts"
import { api } from "../../../lib/api-client.ts"

export type Badge = typeof MyBadge.Type

/** `GET /api/me/badges`: every badge, earned ones with their date. */
export const useBadges = () => useQuery({ queryKey: ["badges"], queryFn: () => api<Array<Badge>>("/api/me/badges") })
