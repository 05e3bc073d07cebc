import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { GameRoundReport, MyGameRound } from "../../../../../domain/api/authoring/gameRounds.ts"
import { api } from "../../../lib/api-client.ts"

const e = encodeURIComponent
const roundsPath = (courseId: string) => `/api/me/courses/${e(courseId)}/game-rounds`

/** `GET /api/me/courses/:id/game-rounds`: my finished rounds of the course's games, latest first. */
export const useGameRounds = (courseId: string) =>
  useQuery({ queryKey: ["learning", "game-rounds", courseId], queryFn: () => api<Array<typeof MyGameRound.Type>>(roundsPath(courseId)) })

/**
 * Records a finished round (RecordGameRound). The Idempotency-Key is the round's own id, so a
 * retried report of the same round is answered as the first.
 */
export const useRecordGameRound = (courseId: string, activityId: string) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (round: typeof GameRoundReport.Type) =>
      api<typeof MyGameRound.Type>(`/api/me/courses/${e(courseId)}/activities/${e(activityId)}/game-rounds`, { method: "POST", idempotencyKey: round.roundId, body: round }),
    retry: 2,
    onSuccess: () => void client.invalidateQueries({ queryKey: ["learning", "game-rounds", courseId] })
  })
}
