import { Effect } from "effect"
import { CurrentUser } from "../../../domain/api/security.ts"
import { LoungeNotFound } from "../../../domain/lounge/errors.ts"
import { ensureOwnRecord } from "../admin/instructorScope.ts"
import { oneRecord } from "../admin/readResource.ts"
import { loungeMessagesResource, loungeQuestionsResource, loungesResource } from "../admin/resources/lounges.ts"
import { idempotencyKey, runAsAdmin } from "../admin/runCommand.ts"
import { failureOf } from "../errors.ts"
import { requireScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"
import { admits, loungeRow, loungeView } from "./reads.ts"

/**
 * The live view and moderation: admins of the lounge's country and the webinar's own instructor
 * (SPEC §6); another country's lounge, line or question, or another instructor's, is a 404 before
 * anything runs (the domain checks the instructor again). Each command answers its record after the command.
 */
export const loungeLive = (classId: string) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin", "instructor")
    const user = yield* CurrentUser
    const { programme, now } = yield* ServerContext
    const lounge = loungeRow(programme.db, classId)
    const viewer = { audience: "admin", userId: user.userId, scope, instructor: !user.isSuperuser && user.role === "instructor" } as const
    if (lounge === undefined || !admits(programme.db, lounge, viewer)) return yield* failureOf(new LoungeNotFound({ classId }))
    return loungeView(programme.db, lounge, viewer, now()) as never
  })

const onLounge = (classId: string, type: string, payload: Record<string, unknown>) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin", "instructor")
    const { programme } = yield* ServerContext
    yield* ensureOwnRecord(loungesResource, yield* CurrentUser, yield* oneRecord(programme.db, loungesResource, classId, scope))
    yield* runAsAdmin(type, { classId, ...payload }, yield* idempotencyKey)
    return yield* oneRecord(programme.db, loungesResource, classId, scope)
  })

export const closeLounge = (classId: string) => onLounge(classId, "CloseLounge", {})
export const blockLearner = (classId: string, learnerId: string, reason: string | undefined) =>
  onLounge(classId, "BlockLoungeLearner", { learnerId, ...(reason !== undefined && reason !== "" ? { reason } : {}) })
export const unblockLearner = (classId: string, learnerId: string) => onLounge(classId, "UnblockLoungeLearner", { learnerId })

/** `:id` is the record's, `<classId>:<messageId>`: the row says which part is which. */
const onItem = (resource: typeof loungeMessagesResource, id: string, command: (row: Record<string, unknown>) => { type: string; payload: Record<string, unknown> }) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin", "instructor")
    const { programme } = yield* ServerContext
    const row = (yield* ensureOwnRecord(resource, yield* CurrentUser, yield* oneRecord(programme.db, resource, id, scope))) as Record<string, unknown>
    const { type, payload } = command(row)
    yield* runAsAdmin(type, payload, yield* idempotencyKey)
    return yield* oneRecord(programme.db, resource, id, scope)
  })

export const hideMessage = (id: string) => onItem(loungeMessagesResource, id, (r) => ({ type: "HideLoungeMessage", payload: { classId: r["classId"], messageId: r["messageId"] } }))
export const hideQuestion = (id: string) => onItem(loungeQuestionsResource, id, (r) => ({ type: "HideLoungeQuestion", payload: { classId: r["classId"], questionId: r["questionId"] } }))
export const answerQuestion = (id: string, answer: string) =>
  onItem(loungeQuestionsResource, id, (r) => ({ type: "AnswerLoungeQuestion", payload: { classId: r["classId"], questionId: r["questionId"], answer } }))
