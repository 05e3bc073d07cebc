import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { AdminRecord } from "./AdminResourcesApi.ts"
import { CommandHeaders } from "./me/lists.ts"
import { LoungeAnswer, LoungeBlock, LoungeLine, LoungeMessageView, LoungeQuestionView, LoungeStreamTicket, LoungeView } from "./lounge/views.ts"
import { Authentication } from "./security.ts"

const id = { id: Schema.String.check(Schema.isMaxLength(256)) }
const created = <S extends Schema.Top>(s: S) => s.pipe(HttpApiSchema.status(201))

/**
 * A webinar's lounge (DESIGN §4.9), keyed by the webinar's class id: the learner's first load and
 * lines, and the console's moderation. The lists (`lounges`, `lounge-messages`,
 * `lounge-questions`) are admin resources like the others. The live stream is `LoungeStreamApi`.
 */
export const LoungeApi = HttpApiGroup.make("lounge")
  .add(HttpApiEndpoint.get("myLounge", "/api/me/lounges/:id", { params: id, success: LoungeView }))
  .add(HttpApiEndpoint.get("myLoungeTicket", "/api/me/lounges/:id/ticket", { params: id, success: LoungeStreamTicket }))
  .add(HttpApiEndpoint.post("postLoungeMessage", "/api/me/lounges/:id/messages", { params: id, headers: CommandHeaders, payload: LoungeLine, success: created(LoungeMessageView) }))
  .add(HttpApiEndpoint.post("askLoungeQuestion", "/api/me/lounges/:id/questions", { params: id, headers: CommandHeaders, payload: LoungeLine, success: created(LoungeQuestionView) }))
  /** The instructor's live view: every visible question (answered or not) and the chat, with its own stream ticket. */
  .add(HttpApiEndpoint.get("loungeLive", "/api/admin/lounges/:id/live", { params: id, success: LoungeView }))
  .add(HttpApiEndpoint.post("closeLounge", "/api/admin/lounges/:id/close", { params: id, success: AdminRecord }))
  .add(HttpApiEndpoint.post("blockLoungeLearner", "/api/admin/lounges/:id/block", { params: id, payload: LoungeBlock, success: AdminRecord }))
  .add(HttpApiEndpoint.post("unblockLoungeLearner", "/api/admin/lounges/:id/unblock", { params: id, payload: LoungeBlock, success: AdminRecord }))
  /** A message's or question's `:id` is `<classId>:<messageId>` (the record's id in its list). */
  .add(HttpApiEndpoint.post("hideLoungeMessage", "/api/admin/lounge-messages/:id/hide", { params: id, success: AdminRecord }))
  .add(HttpApiEndpoint.post("answerLoungeQuestion", "/api/admin/lounge-questions/:id/answer", { params: id, payload: LoungeAnswer, success: AdminRecord }))
  .add(HttpApiEndpoint.post("hideLoungeQuestion", "/api/admin/lounge-questions/:id/hide", { params: id, success: AdminRecord }))
  .middleware(Authentication)

/** `Last-Event-ID` (the header a reconnecting EventSource sends) or `lastEventId`: a log position. */
const Position = Schema.String.check(
  Schema.isMaxLength(16),
  Schema.makeFilter((s: string) => /^\d+$/.test(s) || "must be a whole number: the id of the last event received")
)

const streamOptions = {
  params: id,
  query: { ticket: Schema.optional(Schema.String.check(Schema.isMaxLength(512))), lastEventId: Schema.optional(Position) },
  headers: { "last-event-id": Schema.optional(Position) },
  success: HttpApiSchema.StreamUint8Array({ contentType: "text/event-stream" })
}

/**
 * The live lounge as server-sent events: each event with `id:` its position in the log, so a
 * reconnecting browser's `Last-Event-ID` resumes with exactly what it missed; a comment line as a
 * heartbeat. An EventSource sends no Authorization header, so these take the signed `ticket` that
 * the first load hands out (a bearer token is taken too, for other clients).
 */
export const LoungeStreamApi = HttpApiGroup.make("loungeStream")
  .add(HttpApiEndpoint.get("myLoungeEvents", "/api/me/lounges/:id/events", streamOptions))
  .add(HttpApiEndpoint.get("loungeEvents", "/api/admin/lounges/:id/events", streamOptions))
