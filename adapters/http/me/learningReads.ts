import type { Programme } from "../../programme/Programme.ts"
import type { Question } from "../../../domain/test/events.ts"
import type { Activity } from "../../../domain/course/events.ts"
import type { SupportMaterial } from "../../../domain/course/content.ts"
import { searchKey } from "../../../domain/course/search.ts"
import { prepared } from "../statements.ts"

/** What the read model leaves in the log: a course's description, tags and activity titles. */
export interface CourseExtras {
  readonly courseId: string
  readonly description: string | null
  readonly tags: ReadonlyArray<string>
  readonly activities: ReadonlyArray<Activity>
  readonly coverFileId: string | null
  readonly supportMaterials: ReadonlyArray<SupportMaterial>
}

// A test is fixed once created (TestCreated); a course once published (its draft may be edited,
// CourseEdited): each is read from the log and kept per programme once fixed.
const courseCache = new WeakMap<Programme, Map<string, CourseExtras>>()
const testCache = new WeakMap<Programme, Map<string, ReadonlyArray<Question>>>()

const cacheOf = <A>(caches: WeakMap<Programme, Map<string, A>>, programme: Programme) => {
  let cache = caches.get(programme)
  if (!cache) caches.set(programme, (cache = new Map()))
  return cache
}

export const courseExtras = (programme: Programme, courseId: string): CourseExtras | undefined => {
  const cache = cacheOf(courseCache, programme)
  const cached = cache.get(courseId)
  if (cached) return cached
  const stream = programme.log.readStream(`course-${courseId}`)
  const created = stream.findLast((e) => e.type === "CourseCreated" || e.type === "CourseEdited")
  if (!created) return undefined
  const d = created.data as { description?: string; tags?: Array<string>; activities: Array<Activity>; coverFileId?: string; supportMaterials?: Array<SupportMaterial> }
  const extras = { courseId, description: d.description ?? null, tags: d.tags ?? [], activities: d.activities, coverFileId: d.coverFileId ?? null, supportMaterials: d.supportMaterials ?? [] }
  if (stream.some((e) => e.type === "CoursePublished")) cache.set(courseId, extras)
  return extras
}

/** The question bank of a test, with which options are correct: for grading views only, never sent as is. */
export const questionBank = (programme: Programme, testId: string): ReadonlyArray<Question> => {
  const cache = cacheOf(testCache, programme)
  const cached = cache.get(testId)
  if (cached) return cached
  const created = programme.log.readStream(`test-${testId}`).find((e) => e.type === "TestCreated")
  if (!created) return []
  const questions = (created.data as { questions: Array<Question> }).questions
  cache.set(testId, questions)
  return questions
}

/**
 * The drawn questions as a player shows them. Built field by field (never a spread of the
 * bank's objects), so `correct` cannot leak into a response by a field added later.
 */
export const drawnQuestions = (programme: Programme, testId: string, questionIds: ReadonlyArray<string>) => {
  const bank = new Map(questionBank(programme, testId).map((q) => [q.questionId, q]))
  return questionIds.map((questionId) => {
    const q = bank.get(questionId)
    return {
      questionId,
      text: q?.text ?? null,
      options: (q?.options ?? []).map((o) => ({ optionId: o.optionId, text: o.text ?? null }))
    }
  })
}

const extrasJson = new WeakMap<Programme, { readonly ids: string; readonly json: string }>()

/**
 * Every course a learner may see (published, or archived: drafts never) with its extras, as one
 * JSON parameter for SQL to join through `json_each`. A published course's extras are fixed
 * (`courseExtras`), so the JSON is made again only when the set of such courses changes.
 */
export const allCourseExtrasJson = (programme: Programme): string => {
  const ids = prepared(programme.db, "SELECT course_id FROM courses WHERE status IN ('published', 'archived') ORDER BY course_id").pluck().all() as Array<string>
  const key = ids.join("\n")
  const kept = extrasJson.get(programme)
  if (kept?.ids === key) return kept.json
  const all = ids.map((id) => courseExtras(programme, id)).filter((x) => x !== undefined)
  const json = JSON.stringify(all.map((x) => ({ courseId: x.courseId, description: x.description, tags: x.tags })))
  // Kept only when every one is fixed (an archived course that was never published is read anew).
  const courses = cacheOf(courseCache, programme)
  if (ids.every((id) => courses.has(id))) extrasJson.set(programme, { ids: key, json })
  return json
}

const withSearchKey = new WeakSet<object>()

/**
 * Registers `search_key(text)` on the programme's connection (once): the domain's accent- and
 * case-insensitive key, so SQL compares what the learner typed with the texts as SPEC §3 asks
 * (SQLite's own lower() folds ASCII only, and knows no accents).
 */
export const ensureSearchKey = (programme: Programme): void => {
  if (withSearchKey.has(programme.db)) return
  programme.db.function("search_key", { deterministic: true }, (text: unknown) => (typeof text === "string" ? searchKey(text) : null))
  withSearchKey.add(programme.db)
}

/**
 * Whether the holder chose to show their full name on a certificate's public verification: the
 * last `CertificateNameShown` of its stream (the read model keeps no such column; the stream is short).
 */
export const nameShown = (programme: Programme, code: string): boolean => {
  const last = programme.log.readStream(`certificate-${code}`).findLast((e) => e.type === "CertificateNameShown")
  return last !== undefined && (last.data as { show: boolean }).show
}
