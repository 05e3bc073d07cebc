import { Cause, Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpIncomingMessage } from "effect/http"
import { ByteSize } from "effect"
import { jsonBodyLimit, responseForCause } from "./errors.ts"

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
      const response = yield* httpEffect.pipe(
        Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(jsonBodyLimit)),
        Effect.catchCause((cause) => (Cause.hasInterruptsOnly(cause) ? Effect.failCause(cause) : responseForCause(cause)))
      )
      log(`${new Date(started).toISOString()} ${request.method} ${request.url} ${response.status} ${now() - started}ms`)
      return response
    })
