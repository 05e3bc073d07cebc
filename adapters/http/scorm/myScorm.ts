import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import { CourseNotFound } from "../../../domain/course/errors.ts"
import { ScormActivityNotFound, ScormPackageNotFound } from "../../../domain/scorm/errors.ts"
import { failureOf } from "../errors.ts"
import { readMyCourse } from "../me/learningCourses.ts"
import { submitAsMe } from "../me/submitAsMe.ts"
import { ServerContext } from "../ServerContext.ts"
import type { Programme } from "../../programme/Programme.ts"
import { launchBase } from "./launchLinks.ts"
import { packageOf } from "./packages.ts"

interface MyActivity {
  readonly activityId: string
  readonly completed: boolean
  readonly content: { readonly kind: string; readonly packageId?: string } | null
}

/**
 * The activity as the course page shows it to me: its content is there only once I am enrolled
 * and it is unlocked (learningCourses.ts), so the same rule decides whether I may launch it.
 */
export const myScormActivity = (programme: Programme, user: Principal, courseId: string, activityId: string, now: number) =>
  Effect.gen(function* () {
    const course = readMyCourse(programme, user.userId, courseId, now) as { activities: ReadonlyArray<MyActivity> } | undefined
    if (course === undefined) return yield* failureOf(new CourseNotFound({ courseId }))
    const activity = course.activities.find((a) => a.activityId === activityId)
    const packageId = activity?.content?.kind === "scorm" ? activity.content.packageId : undefined
    if (activity === undefined || packageId === undefined) return yield* failureOf(new ScormActivityNotFound({ courseId, activityId }))
    const pkg = packageOf(programme, packageId)
    if (pkg === undefined) return yield* failureOf(new ScormPackageNotFound({ packageId }))
    return { activity, packageId, pkg }
  })

interface ResultRow {
  readonly seq: number
  readonly completion: string
  readonly success: string
  readonly score: number | null
}

const view = (programme: Programme, user: Principal, courseId: string, activityId: string, now: number) =>
  Effect.gen(function* () {
    const { activity, packageId, pkg } = yield* myScormActivity(programme, user, courseId, activityId, now)
    const row = programme.db
      .prepare<[string, string, string, string], ResultRow>(
        "SELECT seq, completion, success, score FROM scorm_attempts WHERE course_id = ? AND user_id = ? AND activity_id = ? AND package_id = ?"
      )
      .get(courseId, user.userId, activityId, packageId)
    return {
      version: pkg.manifest.version,
      title: pkg.manifest.title,
      url: launchBase(packageId, { userId: user.userId, courseId, activityId }, now) + pkg.manifest.launch.split("/").map(encodeURIComponent).join("/"),
      seq: row?.seq ?? 0,
      completion: row?.completion ?? "not attempted",
      success: row?.success ?? "unknown",
      score: row?.score ?? null,
      completed: activity.completed
    }
  })

/** `GET /api/me/courses/:id/activities/:activityId/scorm`: where the player launches the package, and my result so far. */
export const myScormLaunch = (user: Principal, courseId: string, activityId: string) =>
  Effect.flatMap(ServerContext, ({ programme, now }) => view(programme, user, courseId, activityId, now()))

/**
 * `POST …/scorm/commits`: a commit the player relays from the package's frame, as CommitScorm with
 * the package's version and mastery read from its manifest here (never from the browser). A
 * message relayed twice counts once: by its Idempotency-Key, and by its number (domain/scorm/decide.ts).
 */
export const commitMyScorm = (user: Principal, courseId: string, activityId: string, body: { seq: number; values: Record<string, string>; finished: boolean }, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const { pkg } = yield* myScormActivity(programme, user, courseId, activityId, now())
    const payload = { courseId, activityId, seq: body.seq, values: body.values, finished: body.finished, version: pkg.manifest.version, masteryScore: pkg.manifest.masteryScore }
    yield* submitAsMe(user, "CommitScorm", payload, key)
    return yield* view(programme, user, courseId, activityId, now())
  })
