import { Cause, Effect, Layer } from "effect"
import { HttpApiError } from "effect/http-api"
import { ApiFailure } from "../../domain/api/ApiFailure.ts"
import { ApiErrors } from "../../domain/api/security.ts"
import { responseForCause } from "./errors.ts"

/**
 * Answers an endpoint's failures before HttpApi would encode them with their schema: an
 * ApiFailure in the request's language, malformed input as `400 input.invalid` with paths.
 * Defects (an oversized body, our own bugs) reach the server-wide middleware in server.ts.
 */
export const ApiErrorsLive = Layer.succeed(ApiErrors, (httpEffect) =>
  Effect.catch(httpEffect, (e: unknown) =>
    e instanceof ApiFailure || HttpApiError.HttpApiSchemaError.is(e) ? responseForCause(Cause.fail(e)) : Effect.fail(e as never)
  )
)
