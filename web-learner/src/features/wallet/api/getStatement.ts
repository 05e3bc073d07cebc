import { useQuery } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export interface StatementLine {
  readonly id: number
  readonly kind: string
  readonly ref: string | null
  readonly points: number
  readonly note: string | null
  readonly at: string
  /** A confirmation's points, moved from provisional to confirmed; its `points` is 0. */
  readonly confirmedPoints: number | null
}

/** `GET /api/me/statement?campaignId=`. */
export const useStatement = (campaignId: string | undefined) =>
  useQuery({
    queryKey: ["statement", campaignId],
    queryFn: () => api<Array<StatementLine>>(apiPaths.statement(campaignId ?? "")),
    enabled: campaignId !== undefined
  })
