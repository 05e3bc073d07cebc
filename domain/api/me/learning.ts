import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { CommandHeaders, ListQuery, Page } from "./lists.ts"

/**
 * The catalogue's filters (SPEC §3): `q` searches title, description, category and tags;
 * `progress` is the enrolment's status (not_started, in_progress, approved, …) and `enrolled`
 * says whether the learner is enrolled now.
 */
export const CatalogueQuery = Schema.Struct({
  ...ListQuery.fields,
  q: Schema.optional(Schema.String),
  category: Schema.optional(Schema.String),
  tag: Schema.optional(Schema.String),
  progress: Schema.optional(Schema.String),
  enrolled: Schema.optional(Schema.Literals(["true", "false"]))
})

const Nullable = Schema.NullOr(Schema.String)

export const CatalogueCourse = Schema.Struct({
  id: Schema.String,
  courseId: Schema.String,
  title: Schema.String,
  description: Nullable,
  category: Nullable,
  tags: Schema.Array(Schema.String),
  workloadHours: Schema.Number,
  enrolmentType: Schema.String,
  deadline: Nullable,
  mandatory: Schema.Boolean,
  status: Schema.String,
  prerequisites: Schema.Array(Schema.String),
  enrolled: Schema.Boolean,
  /** The enrolment's status (SPEC §3 progress), `not_enrolled` when the learner never enrolled. */
  progress: Schema.String,
  grade: Schema.NullOr(Schema.Number),
  certificateCode: Nullable
}).annotate({ identifier: "CatalogueCourse" })

export const CourseActivity = Schema.Struct({
  activityId: Schema.String,
  title: Nullable,
  type: Schema.String,
  hierarchyOrder: Schema.Number,
  mandatory: Schema.Boolean,
  blocking: Schema.Boolean,
  completed: Schema.Boolean,
  /** Locked by a blocking activity before it, or (the reaction evaluation) by any other one. */
  locked: Schema.Boolean,
  waitingFor: Nullable,
  testId: Nullable
}).annotate({ identifier: "CourseActivity" })

export const CourseDetail = Schema.Struct({
  ...CatalogueCourse.fields,
  /** Prerequisites the learner has not approved yet: enrolling is refused until they are. */
  missingPrerequisites: Schema.Array(Schema.String),
  activities: Schema.Array(CourseActivity)
}).annotate({ identifier: "CourseDetail" })

const CourseParams = { id: Schema.String }

export const learningEndpoints = {
  catalogue: HttpApiEndpoint.get("myCourses", "/api/me/courses", { query: CatalogueQuery, success: Page(CatalogueCourse) }),
  course: HttpApiEndpoint.get("myCourse", "/api/me/courses/:id", { params: CourseParams, success: CourseDetail }),
  enrol: HttpApiEndpoint.post("enrolMe", "/api/me/courses/:id/enrolment", {
    params: CourseParams,
    headers: CommandHeaders,
    success: CourseDetail.pipe(HttpApiSchema.status(201))
  }),
  unenrol: HttpApiEndpoint.delete("unenrolMe", "/api/me/courses/:id/enrolment", { params: CourseParams, headers: CommandHeaders, success: CourseDetail }),
  complete: HttpApiEndpoint.post("completeActivity", "/api/me/courses/:id/activities/:activityId/completion", {
    params: { ...CourseParams, activityId: Schema.String },
    headers: CommandHeaders,
    success: CourseDetail
  })
}
