import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { Game } from "../../game/content.ts"
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

/** Where the learner stands in a course, in the catalogue and in a trail alike. */
const myStanding = {
  enrolled: Schema.Boolean,
  /** The enrolment's status (SPEC §3 progress), `not_enrolled` when the learner never enrolled. */
  progress: Schema.String,
  grade: Schema.NullOr(Schema.Number),
  certificateCode: Nullable
}

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
  /** A signed link to the cover image (media elements send no token), or null. */
  coverUrl: Nullable,
  ...myStanding
}).annotate({ identifier: "CatalogueCourse" })

/**
 * What the player shows (DESIGN §4.8 "Activity content"): a file by its signed link, the player
 * page of an allowed embed, sanitized HTML, a SCORM package or a game. Null until the learner is
 * enrolled and the activity unlocked, and for tests (their questions come with the attempt).
 */
export const PlayerContent = Schema.Union([
  Schema.Struct({
    kind: Schema.Literal("file"),
    url: Schema.String,
    contentType: Nullable,
    /** When the file was stored (ISO): a copy downloaded for offline use before that is out of date (issue 48). */
    updatedAt: Schema.String,
    /** Its size in bytes, for the offline download's progress and the learner's storage. */
    size: Schema.Number
  }),
  Schema.Struct({ kind: Schema.Literal("embed"), url: Schema.String }),
  Schema.Struct({ kind: Schema.Literal("html"), html: Schema.String }),
  Schema.Struct({ kind: Schema.Literal("scorm"), packageId: Schema.String }),
  Schema.Struct({ kind: Schema.Literal("game"), game: Game })
]).annotate({ identifier: "PlayerContent" })

export const SupportMaterialLink = Schema.Struct({ title: Schema.String, url: Schema.String, contentType: Nullable }).annotate({ identifier: "SupportMaterialLink" })

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
  testId: Nullable,
  content: Schema.NullOr(PlayerContent)
}).annotate({ identifier: "CourseActivity" })

/**
 * The reaction evaluation's unlock rule (DESIGN §4.8) as the learner sees it: it opens once every
 * other activity of the course is completed (`waitingFor` lists those not yet, in course order),
 * is sent once, and never affects the result.
 */
export const CourseReaction = Schema.Struct({
  activityId: Schema.String,
  unlocked: Schema.Boolean,
  submitted: Schema.Boolean,
  waitingFor: Schema.Array(Schema.String)
}).annotate({ identifier: "CourseReaction" })

export const CourseDetail = Schema.Struct({
  ...CatalogueCourse.fields,
  /** Prerequisites the learner has not approved yet: enrolling is refused until they are. */
  missingPrerequisites: Schema.Array(Schema.String),
  supportMaterials: Schema.Array(SupportMaterialLink),
  activities: Schema.Array(CourseActivity),
  /** Null when the course has no reaction evaluation. */
  reaction: Schema.NullOr(CourseReaction)
}).annotate({ identifier: "CourseDetail" })

// Checked on the record: a Record's key schema with checks would drop a bad key, not refuse it.
const keysAreIds = Schema.makeFilter((answers: Record<string, unknown>) =>
  Object.keys(answers).every((k) => k.length >= 1 && k.length <= 256) || "every question id has 1 to 256 characters"
)
const AnswerText = Schema.String.check(Schema.isMaxLength(4000))
/** A reaction answer: a rating, a choice, a yes/no, some choices, or free text. */
const ReactionAnswer = Schema.Union([AnswerText, Schema.Finite, Schema.Boolean, Schema.Array(AnswerText).check(Schema.isMaxLength(100))])

/** `POST /api/me/courses/:id/reaction`: the learner's answers to the course's reaction evaluation. */
export const ReactionBody = Schema.Struct({
  answers: Schema.Record(Schema.String, ReactionAnswer).check(Schema.isMaxProperties(200), keysAreIds)
}).annotate({ identifier: "ReactionAnswers" })

/** One course of a trail with my standing in it (`progress`: the enrolment's status, or `not_enrolled`). */
export const TrailCourse = Schema.Struct({
  courseId: Schema.String,
  title: Schema.String,
  mandatory: Schema.Boolean,
  /** Whether I can open it: published, or archived while I am enrolled. */
  available: Schema.Boolean,
  ...myStanding
}).annotate({ identifier: "TrailCourse" })

/** A trail and my progress in it: its courses in order, how many I approved, and its status. */
export const MyTrail = Schema.Struct({
  id: Schema.String,
  trailId: Schema.String,
  title: Schema.String,
  courses: Schema.Array(TrailCourse),
  coursesApproved: Schema.Number,
  courseCount: Schema.Number,
  /** Whole percent of the trail's courses approved. */
  progress: Schema.Number,
  /** `not_started`, `in_progress` or `approved` (every mandatory course approved; every course when none is). */
  status: Schema.Literals(["not_started", "in_progress", "approved"])
}).annotate({ identifier: "MyTrail" })

/** SPEC §3's trail filters: `q` searches the trail's and its courses' titles; `status` its progress. */
export const TrailQuery = Schema.Struct({
  ...ListQuery.fields,
  q: Schema.optional(Schema.String),
  status: Schema.optional(Schema.Literals(["not_started", "in_progress", "approved"]))
})

const CourseParams = { id: Schema.String }
/** The class whose player sends the command (DESIGN §4.9): its instructor's unlocks and its end apply. */
const InClass = { classId: Schema.optional(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))) }

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
    query: InClass,
    headers: CommandHeaders,
    success: CourseDetail
  }),
  reaction: HttpApiEndpoint.post("submitReaction", "/api/me/courses/:id/reaction", { params: CourseParams, query: InClass, headers: CommandHeaders, payload: ReactionBody, success: CourseDetail }),
  trails: HttpApiEndpoint.get("myTrails", "/api/me/trails", { query: TrailQuery, success: Page(MyTrail) }),
  trail: HttpApiEndpoint.get("myTrail", "/api/me/trails/:id", { params: { id: Schema.String }, success: MyTrail })
}
