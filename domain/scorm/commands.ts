import { Schema } from "effect"
import { Id, PositiveInt } from "../shared/schemas.ts"

/** The most cmi elements one commit may carry: a package writes a dozen, and a few per interaction; past this it is malformed. */
const maxValues = 512

/**
 * A SCORM package's Commit or Finish (Terminate), as the player posts it: the cmi values that
 * changed since the last commit, numbered by the runtime (`seq`, so a commit sent twice counts
 * once). `version` and `masteryScore` are the package's, read from its manifest by the server,
 * never taken from the browser.
 */
export class CommitScorm extends Schema.TaggedClass<CommitScorm>()("CommitScorm", {
  courseId: Id,
  userId: Id,
  activityId: Id,
  seq: PositiveInt,
  values: Schema.Record(Schema.String.check(Schema.isMaxLength(256)), Schema.String.check(Schema.isMaxLength(70_000))).check(
    Schema.makeFilter((r: Readonly<Record<string, string>>) => Object.keys(r).length <= maxValues || `at most ${maxValues} elements`)
  ),
  finished: Schema.Boolean,
  version: Schema.Literals(["1.2", "2004"]),
  masteryScore: Schema.NullOr(Schema.Number)
}) {}
