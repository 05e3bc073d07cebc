import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import { submitAsMe } from "../me/submitAsMe.ts"
import { ServerContext } from "../ServerContext.ts"
import type { Programme } from "../../programme/Programme.ts"

const read = (programme: Programme, userId: string, courseId: string, activityId: string) => {
  const row = programme.db
    .prepare<[string, string, string], { positionSeconds: number; durationSeconds: number }>(
      "SELECT position_seconds AS positionSeconds, duration_seconds AS durationSeconds FROM media_positions WHERE course_id = ? AND user_id = ? AND activity_id = ?"
    )
    .get(courseId, userId, activityId)
  const completed = programme.db.prepare("SELECT 1 FROM completed_activities WHERE course_id = ? AND user_id = ? AND activity_id = ?").get(courseId, userId, activityId) !== undefined
  return { positionSeconds: row?.positionSeconds ?? 0, durationSeconds: row?.durationSeconds ?? null, completed }
}

/** `GET /api/me/courses/:id/activities/:activityId/position`: where I stopped in a video or audio (0 if never). */
export const myMediaPosition = (user: Principal, courseId: string, activityId: string) =>
  Effect.map(ServerContext, ({ programme }) => read(programme, user.userId, courseId, activityId))

/** `PUT …/position`: SaveMediaPosition as myself; reaching the end completes the activity (domain/mediaResume/decide.ts). */
export const saveMyMediaPosition = (user: Principal, courseId: string, activityId: string, body: { positionSeconds: number; durationSeconds: number }, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    yield* submitAsMe(user, "SaveMediaPosition", { courseId, activityId, ...body }, key)
    return read(programme, user.userId, courseId, activityId)
  })
