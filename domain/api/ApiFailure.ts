import { Data, Schema, SchemaTransformation } from "effect"

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
export class ApiFailure extends Data.TaggedError("ApiFailure")<{
  readonly status: number
  readonly code: string
  readonly details: Readonly<Record<string, unknown>>
  readonly headers?: Readonly<Record<string, string>>
}> {}

/**
 * ApiFailure as the contract documents it: the error body (its encoded side, what the OpenAPI
 * document shows). The server never encodes through it: the error middleware answers first, in
 * the request's language; the codes' own text stands in where a message is needed here.
 */
export const ApiFailureSchema = ErrorBody.pipe(
  Schema.decodeTo(
    Schema.instanceOf(ApiFailure),
    SchemaTransformation.transform({
      decode: (body: ErrorBody) => new ApiFailure({ status: 400, code: body.code, details: body.details }),
      encode: (failure: ApiFailure) => ({ code: failure.code, message: failure.code, details: { ...failure.details } })
    })
  )
).annotate({ httpApiStatus: 400, description: "Every error answer: {code, message, details}; the status varies (400, 401, 403, 404, 409, 413, 415, 422, 429)" })
