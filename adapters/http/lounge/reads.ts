import type Database from "better-sqlite3"
import { entryOf, type Entry } from "../../../domain/lounge/entry.ts"
import { embedAllowed, embedTypes, embedUrlOf } from "../../../domain/rules/embeds.ts"
import { inScope, type CountryScope } from "../scope.ts"
import { eventsUrlOf, type Audience } from "./tickets.ts"

export interface LoungeRow {
  readonly classId: string
  readonly title: string
  readonly streamUrl: string
  readonly country: string
  readonly startsAt: string
  readonly status: "open" | "closed"
  /** The webinar's instructor (the classes' read model), null while the webinar is not there. */
  readonly instructorId: string | null
}

/** The chat lines a first load shows: the latest ones (older lines scrolled away in a live chat). */
const firstLines = 200

export const loungeRow = (db: Database.Database, classId: string): LoungeRow | undefined =>
  db
    .prepare<[string], LoungeRow>(
      `SELECT l.class_id AS classId, l.title, l.stream_url AS streamUrl, l.country, l.starts_at AS startsAt, l.status,
       (SELECT k.instructor_id FROM classes k WHERE k.class_id = l.class_id) AS instructorId FROM lounges l WHERE l.class_id = ?`
    )
    .get(classId)

/**
 * Who sees the lounge: a learner the entry rule lets in (subscribed to the webinar, or teaching
 * it), in the console an admin of its country (or a superuser) and the webinar's own instructor.
 */
export type Viewer =
  | { readonly audience: "me"; readonly userId: string; readonly country: string }
  | { readonly audience: "admin"; readonly userId: string; readonly scope: CountryScope; readonly instructor?: boolean }

const subscribedTo = (db: Database.Database, classId: string, userId: string): boolean =>
  db.prepare("SELECT 1 FROM classes_seats WHERE class_id = ? AND user_id = ? AND subscribed = 1").get(classId, userId) !== undefined

/** The entry rule (domain/lounge/entry.ts) read on the classes' read model; the console's viewers by their scope and class. */
export const entryFor = (db: Database.Database, lounge: LoungeRow, viewer: Viewer): Entry => {
  if (viewer.audience === "admin") {
    if (viewer.instructor === true) return lounge.instructorId === viewer.userId ? "in" : "refused"
    return inScope(viewer.scope, lounge.country) ? "in" : "refused"
  }
  const subscribed = subscribedTo(db, lounge.classId, viewer.userId)
  return entryOf({ countryId: lounge.country, instructorId: lounge.instructorId ?? undefined }, { userId: viewer.userId, country: viewer.country, subscribed })
}

export const admits = (db: Database.Database, lounge: LoungeRow, viewer: Viewer): boolean => entryFor(db, lounge, viewer) === "in"

/** The stream framed in the page only when its host is on the learning content's embed allow-list. */
const embedOf = (url: string): string | null => (embedTypes.some((t) => embedAllowed(t, url)) ? embedUrlOf(url) : null)

type LineRow = { id: string; userId: string; authorName: string | null; text: string; at: string; position: number; answer?: string | null }

/** A lounge's first load for a viewer admitted (the caller checked), with the ticket of its live stream. */
export const loungeView = (db: Database.Database, lounge: LoungeRow, viewer: Viewer, now: number) => {
  // Hidden lines are gone for everyone, the console included (its lists still show them).
  const visible = "AND hidden = 0"
  const lines = db
    .prepare<[string], LineRow & { hidden: number }>(
      `SELECT * FROM (SELECT m.message_id AS id, m.user_id AS userId, pd.full_name AS authorName, m.text, m.posted_at AS at, m.position, m.hidden
       FROM lounge_messages m LEFT JOIN personal_data pd ON pd.user_id = m.user_id WHERE m.class_id = ? ${visible} ORDER BY m.position DESC LIMIT ${firstLines}) ORDER BY position`
    )
    .all(lounge.classId)
  const questions = db
    .prepare<[string], LineRow & { hidden: number }>(
      `SELECT q.question_id AS id, q.user_id AS userId, pd.full_name AS authorName, q.text, q.asked_at AS at, q.position, q.answer, q.hidden
       FROM lounge_questions q LEFT JOIN personal_data pd ON pd.user_id = q.user_id WHERE q.class_id = ? ${visible} ORDER BY q.position`
    )
    .all(lounge.classId)
  // Where the page stands in the log: the live stream sends what comes after it.
  const position = db.prepare<[string], number>("SELECT coalesce(max(position), 0) FROM events WHERE stream_id = ?").pluck().get(`lounge-${lounge.classId}`) ?? 0
  const blocked = viewer.audience === "me" && db.prepare("SELECT 1 FROM lounge_blocks WHERE class_id = ? AND user_id = ?").get(lounge.classId, viewer.userId) !== undefined
  const line = (r: LineRow) => ({ userId: r.userId, authorName: r.authorName ?? "", mine: r.userId === viewer.userId, text: r.text, at: r.at, position: r.position })
  return {
    classId: lounge.classId,
    title: lounge.title,
    streamUrl: lounge.streamUrl,
    embedUrl: embedOf(lounge.streamUrl),
    startsAt: lounge.startsAt,
    status: lounge.status,
    me: viewer.userId,
    blocked,
    messages: lines.map((r) => ({ messageId: r.id, ...line(r) })),
    questions: questions.map((r) => ({ questionId: r.id, ...line(r), answer: r.answer ?? null })),
    position,
    eventsUrl: eventsUrlOf(viewer.audience as Audience, viewer.userId, lounge.classId, position, now)
  }
}
