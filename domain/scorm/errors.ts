import { Schema } from "effect"

const S = Schema.String

/**
 * A value the SCORM data model refuses (an element unknown, read-only, of the wrong type or out
 * of range, a suspend_data past its version's limit): `scormError` is the SCORM error code the
 * runtime answered the package with (401, 403–407), so a tampered commit fails as the API call did.
 */
export class ScormValueRefused extends Schema.TaggedError<ScormValueRefused>()("ScormValueRefused", { element: S, length: Schema.Number, scormError: Schema.Number }) {
  get code() { return "scorm.value_refused" as const }
}
/** The activity plays no SCORM package: nothing to commit to. */
export class NotScormActivity extends Schema.TaggedError<NotScormActivity>()("NotScormActivity", { courseId: S, activityId: S }) {
  get code() { return "scorm.not_scorm_activity" as const }
}
/** The activity's package is not on this server's disk (a demo in memory, a lost folder): nothing to launch. */
export class ScormPackageNotFound extends Schema.TaggedError<ScormPackageNotFound>()("ScormPackageNotFound", { packageId: S }) {
  get code() { return "scorm.package_not_found" as const }
}
/**
 * A read of an activity's package that the learner cannot launch: not a SCORM activity, or not
 * theirs to open yet (not enrolled, locked). Said as absent, as the course detail hands out no content then.
 */
export class ScormActivityNotFound extends Schema.TaggedError<ScormActivityNotFound>()("ScormActivityNotFound", { courseId: S, activityId: S }) {
  get code() { return "scorm.not_found" as const }
}
