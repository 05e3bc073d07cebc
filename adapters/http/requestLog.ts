import { ByteSize, Cause, Effect } from "effect"
import { HttpIncomingMessage, HttpServerRequest, HttpServerResponse } from "effect/http"
import { ApiFailure } from "../../domain/api/ApiFailure.ts"
import { compressJson } from "./compressJson.ts"
import { jsonBodyLimit, renderFailure, responseForCause } from "./errors.ts"
import { redactUrl } from "./redact.ts"
import { withSecurityHeaders } from "./securityHeaders.ts"

/**
 * The server-wide middleware around every route: the JSON body limit, the error contract for
 * whatever no endpoint answered (unknown routes, oversized bodies, defects: never an empty 500),
 * the headers every answer carries (securityHeaders.ts), JSON over 1 kB compressed when accepted,
 * and one log line per request: `<ISO time> <method> <url> <status> <ms>ms`, secrets redacted.
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
      const failedOrAnswered =
        answered.status === 415 && answered.headers["content-type"]?.startsWith("text/plain")
          ? yield* renderFailure(
              new ApiFailure({ status: 415, code: "http.unsupported_media_type", details: { contentType: (request.headers["content-type"] ?? "").slice(0, 100) } })
            )
          : answered
      const response = compressJson(withSecurityHeaders(request.url, failedOrAnswered), request.headers["accept-encoding"])
      log(`${new Date(started).toISOString()} ${request.method} ${redactUrl(request.url)} ${response.status} ${now() - started}ms`)
      return response
    })
