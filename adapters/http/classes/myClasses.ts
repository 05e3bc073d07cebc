import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import { ClassNotFound } from "../../../domain/class/errors.ts"
import { classHasEnded } from "../../../domain/class/guards.ts"
import type { Recurrence } from "../../../domain/class/events.ts"
import { lastSessionDate, localInstant } from "../../../domain/class/times.ts"
import { failureOf } from "../errors.ts"
import { page, pageRequest, type ListSpec } from "../me/lists.ts"
import { submitAsMe } from "../me/submitAsMe.ts"
import { ServerContext } from "../ServerContext.ts"
import { myClient } from "./myClient.ts"

const classList: ListSpec = {
  resource: "classes",
  sortable: { startsAt: "k.starts_at_ms", title: "k.title", id: "k.class_id" },
  defaultSort: ["startsAt", "ASC"],
  tieBreak: "k.class_id"
}

/** Awaiting the instructor: the course's `instructorAuthorized` activities this class has not opened. */
const locked = `(SELECT json_group_array(json_array(json_extract(a.value, '$.activityId'), json_extract(a.value, '$.hierarchyOrder'))) FROM courses c2, json_each(c2.activities) a
  WHERE c2.course_id = k.course_id AND json_extract(a.value, '$.instructorAuthorized') = 1
  AND NOT EXISTS (SELECT 1 FROM classes_unlocks u WHERE u.class_id = k.class_id AND u.activity_id = json_extract(a.value, '$.activityId')))`

const columns = `k.class_id AS classId, k.type, k.title, k.course_id AS courseId, c.title AS courseTitle, k.date, k.start_time AS startTime, k.end_time AS endTime,
  k.time_zone AS timeZone, k.starts_at_ms AS startsAtMs, k.ends_at_ms AS endsAtMs, k.model, k.address, k.vacancy, k.subscribed AS taken, k.link,
  pd.full_name AS instructorName, k.invite_only AS inviteOnly, k.status, k.recurrence, coalesce(s.invited, 0) AS invited,
  coalesce(s.subscribed, 0) AS subscribed, coalesce(s.present, 0) AS present, ${locked} AS locked,
  (SELECT min(json_extract(a.value, '$.hierarchyOrder')) FROM courses c3, json_each(c3.activities) a WHERE c3.course_id = k.course_id) AS firstActivityOrder,
  (SELECT min(json_extract(a.value, '$.hierarchyOrder')) FROM courses c4, json_each(c4.activities) a WHERE c4.course_id = k.course_id AND json_extract(a.value, '$.type') = 'reaction_evaluation') AS reactionOrder`
const from = `classes k LEFT JOIN courses c ON c.course_id = k.course_id LEFT JOIN personal_data pd ON pd.user_id = k.instructor_id
  LEFT JOIN classes_seats s ON s.class_id = k.class_id AND s.user_id = @me`
// My client's classes; an invited-only one only if I was invited (or hold a seat): any other is unknown.
const visible = "k.client_id = @client AND (k.invite_only = 0 OR s.invited = 1 OR s.subscribed = 1)"

interface Row {
  classId: string
  type: string
  title: string
  courseId: string | null
  courseTitle: string | null
  date: string
  startTime: string
  endTime: string
  timeZone: string
  startsAtMs: number
  endsAtMs: number
  model: string | null
  address: string | null
  vacancy: number
  taken: number
  link: string | null
  instructorName: string | null
  inviteOnly: number
  status: string
  recurrence: string | null
  invited: number
  subscribed: number
  present: number
  locked: string | null
  firstActivityOrder: number | null
  reactionOrder: number | null
}

const running = new Set(["pre_scheduled", "scheduled", "open", "live", "in_progress", "intermission", "offline"])

/** The API's shape of a class for me; the state shown follows the clock once the class's end passed (DESIGN §4.9). */
export const myClassOf = (r: Row, now: number) => {
  const recurrence = r.recurrence === null ? undefined : (JSON.parse(r.recurrence) as Recurrence)
  // A recurring class is over after its last session, not its first.
  const overAtMs = localInstant(lastSessionDate(r.date, recurrence), r.endTime, r.timeZone)
  return {
    id: r.classId,
    classId: r.classId,
    type: r.type,
    title: r.title,
    courseId: r.courseId,
    courseTitle: r.courseTitle,
    date: r.date,
    startTime: r.startTime,
    endTime: r.endTime,
    timeZone: r.timeZone,
    startsAt: new Date(r.startsAtMs).toISOString(),
    endsAt: new Date(r.endsAtMs).toISOString(),
    model: r.model,
    address: r.address,
    vacancy: r.vacancy,
    seatsLeft: Math.max(0, r.vacancy - r.taken),
    link: r.subscribed === 1 ? r.link : null,
    instructorName: r.instructorName,
    inviteOnly: r.inviteOnly === 1,
    invited: r.invited === 1,
    status: r.status,
    shownStatus: running.has(r.status) && now >= overAtMs && r.status !== "pre_scheduled" ? "finished" : r.status,
    recurrence: recurrence ?? null,
    subscribed: r.subscribed === 1,
    present: r.present === 1,
    ...lockedOf(r.locked),
    firstActivityOrder: r.firstActivityOrder,
    reactionOrder: r.reactionOrder,
    reactionOpen: r.reactionOrder !== null && r.subscribed === 1 && classHasEnded(r.status, overAtMs, now)
  }
}

const lockedOf = (json: string | null) => {
  const pairs = json === null ? [] : (JSON.parse(json) as Array<[string, number]>)
  return { lockedActivityIds: pairs.map(([id]) => id), lockedOrders: pairs.map(([, order]) => order) }
}

type ClassQuery = { range?: string | undefined; sort?: string | undefined; type?: string | undefined; courseId?: string | undefined }

/** `GET /api/me/classes?type=&courseId=`: SPEC §2's `webinars`, `live-classes` and a presential course's classes. */
export const listMyClasses = (user: Principal, query: ClassQuery) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const request = yield* pageRequest(query, classList)
    const clientId = myClient(yield* ServerContext, user)
    if (clientId === undefined) return page(classList, request, [], 0)
    const params: Record<string, string | number> = { me: user.userId, client: clientId }
    const where = [visible]
    if (query.type !== undefined) (where.push("k.type = @type"), (params.type = query.type))
    if (query.courseId !== undefined) (where.push("k.course_id = @course"), (params.course = query.courseId))
    const condition = where.join(" AND ")
    const total = programme.db.prepare<[Record<string, string | number>], number>(`SELECT count(*) FROM ${from} WHERE ${condition}`).pluck().get(params) ?? 0
    const rows = programme.db
      .prepare<[Record<string, string | number>], Row>(`SELECT ${columns} FROM ${from} WHERE ${condition} ORDER BY ${request.orderBy} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: request.limit, offset: request.offset })
    const at = now()
    return page(classList, request, rows.map((r) => myClassOf(r, at) as never), total)
  })

/** One class of mine as I see it, or `404 class.not_found` (another client's, or a closed class I was not invited to). */
export const readMyClass = (user: Principal, classId: string) =>
  Effect.gen(function* () {
    const context = yield* ServerContext
    const clientId = myClient(context, user)
    const row =
      clientId === undefined
        ? undefined
        : context.programme.db.prepare<[Record<string, string>], Row>(`SELECT ${columns} FROM ${from} WHERE k.class_id = @id AND ${visible}`).get({ me: user.userId, client: clientId, id: classId })
    if (row === undefined) return yield* failureOf(new ClassNotFound({ classId }))
    return { row, view: myClassOf(row, context.now()) as never }
  })

export const myClass = (user: Principal, classId: string) => Effect.map(readMyClass(user, classId), (r) => r.view)

/** `GET /api/me/class-subscriptions`: the classes I hold a seat in, soonest first. */
export const myClassSubscriptions = (user: Principal) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const rows = programme.db
      .prepare<[Record<string, string>], Row>(`SELECT ${columns} FROM ${from} WHERE s.subscribed = 1 ORDER BY k.starts_at_ms, k.class_id LIMIT 500`)
      .all({ me: user.userId })
    const at = now()
    return rows.map((r) => myClassOf(r, at) as never)
  })

/** `POST|DELETE /api/me/classes/:id/subscription`: take or give back my seat; answers the class after it. */
export const changeMySubscription = (user: Principal, classId: string, type: "SubscribeToClass" | "UnsubscribeFromClass", key: string | undefined) =>
  Effect.gen(function* () {
    yield* readMyClass(user, classId)
    yield* submitAsMe(user, type, { classId }, key)
    return yield* myClass(user, classId)
  })
