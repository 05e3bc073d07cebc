import { Schema } from "effect"

/**
 * The body of every error answer (DESIGN §5.4): a stable code, its message in the request's
 * language, and details (field paths for malformed input, the rule's facts for a rejection).
 */
export const ErrorBody = Schema.Struct({
  code: Schema.String,
  message: Schema.String,
  details: Schema.Record(Schema.String, Schema.Unknown)
}).annotate({ identifier: "ErrorBody" })
export type ErrorBody = typeof ErrorBody.Type

/**
 * What a handler fails with: the status, the code and its details. The message is not here: the
 * server's error middleware writes it in the language of the request (adapters/http/errors.ts).
 * `headers` carries what some answers need (`WWW-Authenticate`, `Retry-After`).
 */
export class ApiFailure extends Schema.TaggedError<ApiFailure>()(
  "ApiFailure",
  {
    status: Schema.Number,
    code: Schema.String,
    details: Schema.Record(Schema.String, Schema.Unknown),
    headers: Schema.optional(Schema.Record(Schema.String, Schema.String))
  },
  { httpApiStatus: 400, description: "Every error answer: {code, message, details} (the status varies: 400, 401, 403, 404, 409, 413, 422, 429)" }
) {}
