import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import type { GameRoundReport } from "../../../domain/api/authoring/gameRounds.ts"
import { ServerContext } from "../ServerContext.ts"
import { madeByCommand, submitAsMe } from "../me/submitAsMe.ts"

interface Row { courseId: string; activityId: string; roundId: string; round: number; score: number; errors: number; won: number; recordedAt: string; activities: string | null }

const select = `SELECT r.course_id AS courseId, r.activity_id AS activityId, r.round_id AS roundId, r.round, r.score, r.errors, r.won, r.recorded_at AS recordedAt, c.activities
  FROM authoring_game_rounds r LEFT JOIN courses c ON c.course_id = r.course_id`

const shown = (r: Row) => {
  const activity = (JSON.parse(r.activities ?? "[]") as Array<{ activityId: string; title?: string }>).find((a) => a.activityId === r.activityId)
  return {
    id: `${r.activityId}:${r.roundId}`,
    courseId: r.courseId,
    activityId: r.activityId,
    activityTitle: activity?.title ?? null,
    round: r.round,
    score: r.score,
    errors: r.errors,
    won: r.won === 1,
    recordedAt: r.recordedAt
  }
}

/** `POST /api/me/courses/:id/activities/:activityId/game-rounds`: RecordGameRound as me; a repeat answers the round as first kept. */
export const recordMyGameRound = (user: Principal, courseId: string, activityId: string, report: typeof GameRoundReport.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    yield* submitAsMe(user, "RecordGameRound", { courseId, activityId, ...report }, key)
    const row = programme.db
      .prepare<[string, string, string, string], Row>(`${select} WHERE r.course_id = ? AND r.user_id = ? AND r.activity_id = ? AND r.round_id = ?`)
      .get(courseId, user.userId, activityId, report.roundId)
    return yield* madeByCommand(row === undefined ? undefined : shown(row))
  })

/** `GET /api/me/courses/:id/game-rounds`: my rounds of the course's games, latest first. */
export const myGameRounds = (user: Principal, courseId: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const rows = programme.db
      .prepare<[string, string], Row>(`${select} WHERE r.user_id = ? AND r.course_id = ? ORDER BY r.recorded_at DESC, r.round DESC LIMIT 100`)
      .all(user.userId, courseId)
    return rows.map(shown)
  })
