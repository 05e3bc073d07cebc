import { ByteSize, Cause, Effect } from "effect"
import { HttpIncomingMessage, HttpServerRequest, HttpServerResponse } from "effect/http"
import { ApiFailure } from "../../domain/api/ApiFailure.ts"
import { jsonBodyLimit, renderFailure, responseForCause } from "./errors.ts"

/**
 * The server-wide middleware around every route: the JSON body limit, the error contract for
 * whatever no endpoint answered (unknown routes, oversized bodies, defects: never an empty 500),
 * and one log line per request: `<ISO time> <method> <url> <status> <ms>ms`.
 */
export const aroundEveryRequest =
  (log: (line: string) => void, now: () => number) =>
  (
    httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, unknown, HttpServerRequest.HttpServerRequest>
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, unknown, HttpServerRequest.HttpServerRequest> =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const started = now()
      const answered = yield* httpEffect.pipe(
        Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(jsonBodyLimit)),
        Effect.catchCause((cause) => (Cause.hasInterruptsOnly(cause) ? Effect.failCause(cause) : responseForCause(cause)))
      )
      // HttpApi answers a body type an endpoint does not read with a plain-text 415: ours is the error contract.
      const response =
        answered.status === 415 && answered.headers["content-type"]?.startsWith("text/plain")
          ? yield* renderFailure(
              new ApiFailure({ status: 415, code: "http.unsupported_media_type", details: { contentType: (request.headers["content-type"] ?? "").slice(0, 100) } })
            )
          : answered
      log(`${new Date(started).toISOString()} ${request.method} ${request.url} ${response.status} ${now() - started}ms`)
      return response
    })
