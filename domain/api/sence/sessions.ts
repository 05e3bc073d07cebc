import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { Id, NonEmptyText } from "../../shared/schemas.ts"
import { CommandHeaders } from "../me/lists.ts"

/**
 * Whether a course waits for a SENCE session for me (`required`: I am Chilean, the course and one
 * of my clients have SENCE codes), whether it has started, and the session I opened, if one is open.
 */
export const SenceStatus = Schema.Struct({
  courseId: Schema.String,
  required: Schema.Boolean,
  started: Schema.Boolean,
  /** The open session's id, the instant (ISO) by which RUT and password must be in, and the seconds left by the server's clock. */
  open: Schema.NullOr(Schema.Struct({ sessionId: Schema.String, expiresAt: Schema.String, remainingSeconds: Schema.Int }))
}).annotate({ identifier: "SenceStatus" })

export const OpenSenceRequest = Schema.Struct({ courseId: Id }).annotate({ identifier: "OpenSenceRequest" })

/** The password goes to the agency only: never logged, never stored. */
export const StartSenceRequest = Schema.Struct({
  rut: NonEmptyText.check(Schema.isMaxLength(16)),
  password: NonEmptyText.check(Schema.isMaxLength(128))
}).annotate({ identifier: "StartSenceRequest" })

export const senceEndpoints = {
  status: HttpApiEndpoint.get("mySenceStatus", "/api/me/sence/courses/:courseId", { params: { courseId: Schema.String }, success: SenceStatus }),
  open: HttpApiEndpoint.post("openSenceSession", "/api/me/sence/sessions", {
    headers: CommandHeaders,
    payload: OpenSenceRequest,
    success: SenceStatus.pipe(HttpApiSchema.status(201))
  }),
  close: HttpApiEndpoint.post("closeSenceSession", "/api/me/sence/courses/:courseId/close", { params: { courseId: Schema.String }, success: SenceStatus }),
  start: HttpApiEndpoint.post("startSenceSession", "/api/me/sence/sessions/:sessionId/start", {
    params: { sessionId: Schema.String },
    payload: StartSenceRequest,
    success: SenceStatus
  })
}
