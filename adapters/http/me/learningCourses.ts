import { Effect } from "effect"
import { senceLocked } from "../sence/senceStatus.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { CourseNotFound } from "../../../domain/course/errors.ts"
import { searchKey } from "../../../domain/course/search.ts"
import { REACTION, type CourseDetails } from "../../../domain/course/state.ts"
import { lockOf, reactionWaitsFor } from "../../../domain/enrolment/guards.ts"
import type { EnrolmentState } from "../../../domain/enrolment/state.ts"
import type { Programme } from "../../programme/Programme.ts"
import { failureOf } from "../errors.ts"
import { ServerContext } from "../ServerContext.ts"
import { prepared } from "../statements.ts"
import { page, pageRequest, type ListSpec } from "./lists.ts"
import { allCourseExtrasJson, courseExtras, ensureSearchKey } from "./learningReads.ts"
import { catalogueFiles, coverUrlOf, playerContent } from "./learningContent.ts"
import { submitAsMe } from "./submitAsMe.ts"

export const catalogueList: ListSpec = {
  resource: "courses",
  sortable: { id: "c.course_id", courseId: "c.course_id", title: "c.title", category: "c.category", workloadHours: "c.workload_hours", deadline: "c.deadline", progress: "progress" },
  defaultSort: ["title", "ASC"],
  tieBreak: "c.course_id"
}

export const columns = `c.course_id AS courseId, c.title, x.description, c.category, coalesce(x.tags, '[]') AS tags, c.workload_hours AS workloadHours,
  c.enrolment_type AS enrolmentType, c.deadline, c.mandatory, c.status, c.prerequisites, coalesce(e.enrolled, 0) AS enrolled,
  coalesce(e.status, 'not_enrolled') AS progress, e.grade, e.certificate_code AS certificateCode`
export const from = `courses c
  LEFT JOIN (SELECT json_extract(value, '$.courseId') AS course_id, json_extract(value, '$.description') AS description, json_extract(value, '$.tags') AS tags FROM json_each(@extras)) x ON x.course_id = c.course_id
  LEFT JOIN enrolments e ON e.course_id = c.course_id AND e.user_id = @me`
// A learner sees published courses, and an archived one while enrolled in it (they may finish it); drafts never.
export const visible = "(c.status = 'published' OR (c.status = 'archived' AND e.enrolled = 1))"

type Row = { courseId: string; tags: string; prerequisites: string; mandatory: number; enrolled: number } & Record<string, unknown>
const toCourse = (r: Row) => ({ id: r.courseId, ...r, tags: JSON.parse(r.tags), prerequisites: JSON.parse(r.prerequisites), mandatory: r.mandatory === 1, enrolled: r.enrolled === 1 }) as never

type CatalogueQuery = { range?: string | undefined; sort?: string | undefined; q?: string | undefined; category?: string | undefined; tag?: string | undefined; progress?: string | undefined; enrolled?: string | undefined }

/** `GET /api/me/courses`: the catalogue with SPEC §3's filters, every value a bound parameter. */
export const listMyCourses = (user: Principal, query: CatalogueQuery) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const request = yield* pageRequest(query, catalogueList)
    const where = [visible]
    const params: Record<string, string | number> = { me: user.userId, extras: allCourseExtrasJson(programme) }
    if (query.q !== undefined && query.q !== "") {
      // Accents and case do not matter (SPEC §3): both sides are folded by the domain's search key.
      ensureSearchKey(programme)
      where.push(
        "(instr(search_key(c.title), @q) > 0 OR instr(search_key(coalesce(x.description, '')), @q) > 0 OR instr(search_key(coalesce(c.category, '')), @q) > 0 OR instr(search_key(coalesce(x.tags, '')), @q) > 0)"
      )
      params.q = searchKey(query.q)
    }
    if (query.category !== undefined) (where.push("c.category = @category"), (params.category = query.category))
    if (query.tag !== undefined) (where.push("EXISTS (SELECT 1 FROM json_each(coalesce(x.tags, '[]')) t WHERE t.value = @tag)"), (params.tag = query.tag))
    if (query.progress !== undefined) (where.push("coalesce(e.status, 'not_enrolled') = @progress"), (params.progress = query.progress))
    if (query.enrolled !== undefined) where.push(query.enrolled === "true" ? "e.enrolled = 1" : "coalesce(e.enrolled, 0) = 0")
    const condition = where.join(" AND ")
    // A list's SQL takes a few shapes (its filters and sort): each prepared once per connection.
    const total = (prepared(programme.db, `SELECT count(*) FROM ${from} WHERE ${condition}`).pluck().get(params) as number | undefined) ?? 0
    const rows = prepared(programme.db, `SELECT ${columns} FROM ${from} WHERE ${condition} ORDER BY ${request.orderBy} LIMIT @limit OFFSET @offset`).all({
      ...params,
      limit: request.limit,
      offset: request.offset
    }) as Array<Row>
    const at = now()
    const withCover = (r: Row) => {
      const extras = courseExtras(programme, r.courseId)
      return { ...(toCourse(r) as object), coverUrl: extras ? coverUrlOf(extras, at) : null } as never
    }
    return page(catalogueList, request, rows.map(withCover), total)
  })

/** One course as the learner sees it, with each activity's completion and lock; undefined if not visible. */
export const readMyCourse = (programme: Programme, userId: string, courseId: string, now: number) => {
  const extras = courseExtras(programme, courseId)
  const only = extras ? JSON.stringify([{ courseId, description: extras.description, tags: extras.tags }]) : "[]"
  const row = prepared(programme.db, `SELECT ${columns} FROM ${from} WHERE c.course_id = @id AND ${visible}`).get({ me: userId, extras: only, id: courseId }) as Row | undefined
  if (!row || !extras) return undefined
  const course = toCourse(row) as { enrolled: boolean; prerequisites: Array<string> } & Record<string, unknown>
  const completed = new Set(
    course.enrolled
      ? (prepared(programme.db, "SELECT activity_id FROM completed_activities WHERE course_id = ? AND user_id = ?").pluck().all(courseId, userId) as Array<string>)
      : []
  )
  const tests = new Map(
    (prepared(programme.db, "SELECT activity_id AS activityId, test_id AS testId FROM learning_tests WHERE course_id = ?").all(courseId) as Array<{ activityId: string; testId: string }>).map((t) => [t.activityId, t.testId])
  )
  // The domain's own lock rule (blocking activities, the reaction unlock), over the read model.
  const details = { courseId, activities: [...extras.activities].sort((a, b) => a.hierarchyOrder - b.hierarchyOrder) } as unknown as CourseDetails
  const enrolment = { completed } as unknown as EnrolmentState
  const approved = new Set(
    prepared(programme.db, "SELECT course_id FROM enrolments WHERE user_id = ? AND approved = 1").pluck().all(userId) as Array<string>
  )
  const reaction = details.activities.find((a) => a.type === REACTION)
  // A Chilean learner's SENCE session opens the content (DESIGN §4.9): until then no link goes out.
  const sence = senceLocked(programme.db, userId, courseId, now)
  return {
    ...course,
    ...catalogueFiles(programme, extras, now),
    reaction:
      reaction === undefined
        ? null
        : {
            activityId: reaction.activityId,
            unlocked: lockOf(details, enrolment, reaction.activityId) === undefined,
            submitted: completed.has(reaction.activityId),
            waitingFor: reactionWaitsFor(details, enrolment, reaction.activityId).map((a) => a.activityId)
          },
    missingPrerequisites: course.prerequisites.filter((p) => !approved.has(p)),
    activities: details.activities.map((a) => {
      const lock = lockOf(details, enrolment, a.activityId)
      return {
        activityId: a.activityId,
        title: a.title ?? null,
        type: a.type,
        hierarchyOrder: a.hierarchyOrder,
        mandatory: a.mandatory,
        blocking: a.blocking,
        completed: completed.has(a.activityId),
        locked: lock !== undefined,
        waitingFor: lock?.waitingFor ?? null,
        testId: tests.get(a.activityId) ?? null,
        // Enrolment precedes any activity, and a locked one waits (DESIGN §4.8): no link before then.
        content: course.enrolled && lock === undefined && !sence ? playerContent(programme, a, now) : null
      }
    })
  } as never
}

const found = (programme: Programme, userId: string, courseId: string, now: number) => {
  const course = readMyCourse(programme, userId, courseId, now)
  return course === undefined ? Effect.fail(failureOf(new CourseNotFound({ courseId }))) : Effect.succeed(course)
}

/** `GET /api/me/courses/:id`: a draft (or another's archived course) is answered as absent. */
export const myCourse = (user: Principal, courseId: string) => Effect.flatMap(ServerContext, ({ programme, now }) => found(programme, user.userId, courseId, now()))

/** A class's player names its class (`?classId=`); the course's own player names none. */
export const inClass = (query: { readonly classId?: string | undefined }) => (query.classId === undefined ? {} : { classId: query.classId })

/** Enrol, Unenrol, CompleteActivity and SubmitReaction as myself; they answer the course after the command. */
export const courseCommand = (user: Principal, type: "Enrol" | "Unenrol" | "CompleteActivity" | "SubmitReaction", payload: Record<string, unknown>, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    yield* submitAsMe(user, type, payload, key)
    return yield* found(programme, user.userId, payload.courseId as string, now())
  })
