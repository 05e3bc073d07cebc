import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import { launchState } from "../../../domain/scorm/launch.ts"
import { attemptStateOf } from "../../projections/scorm.ts"
import { mediaUrl } from "../media/links.ts"
import { myScormActivity } from "../scorm/myScorm.ts"
import { ServerContext } from "../ServerContext.ts"

/**
 * `GET /api/me/courses/:id/activities/:activityId/offline2/scorm-package`: a SCORM activity for
 * offline play (issue 48). The same rule as its launch decides who may have it (enrolled, the
 * activity unlocked); the zip comes as a signed media link, and the state is the one the server
 * would inject into the launch page now (serveScorm.ts), which the app's worker injects offline.
 */
export const myScormPackage = (user: Principal, courseId: string, activityId: string) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const at = now()
    const { packageId, pkg } = yield* myScormActivity(programme, user, courseId, activityId, at)
    const file = programme.db.prepare<[string], { size: number; createdAt: number }>("SELECT size, created_at AS createdAt FROM files WHERE file_id = ?").get(packageId)
    const row = programme.db
      .prepare<[string, string, string], Parameters<typeof attemptStateOf>[0] & {}>(
        "SELECT package_id AS packageId, seq, cmi, total_seconds AS totalSeconds, entry FROM scorm_attempts WHERE course_id = ? AND user_id = ? AND activity_id = ?"
      )
      .get(courseId, user.userId, activityId)
    const state = launchState(pkg.manifest.version, attemptStateOf(row?.packageId === packageId ? row : undefined), user.userId, pkg.manifest.masteryScore)
    return {
      packageId,
      url: mediaUrl(packageId, at),
      contentType: "application/zip" as const,
      size: file?.size ?? 0,
      updatedAt: new Date(file?.createdAt ?? 0).toISOString(),
      launch: pkg.manifest.launch,
      state: { version: state.version, seq: state.seq, cmi: { ...state.cmi } }
    }
  })
