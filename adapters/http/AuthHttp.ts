import { Effect, Option } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import type { OAuthAnswer, OAuthRequest } from "../auth/oauth.ts"
import { ServerContext } from "./ServerContext.ts"

/** The request as the token endpoint reads it (an unreadable or oversized body is the server-wide 400/413). */
const oauthRequest = (request: HttpServerRequest.HttpServerRequest): Effect.Effect<OAuthRequest> =>
  Effect.map(Effect.orDie(request.text), (body) => ({
    authorization: request.headers["authorization"],
    contentType: request.headers["content-type"],
    body,
    address: Option.getOrElse(request.remoteAddress, () => "unknown")
  }))

const respond = (a: OAuthAnswer): HttpServerResponse.HttpServerResponse =>
  a.body === undefined
    ? HttpServerResponse.empty({ status: a.status, headers: a.headers })
    : HttpServerResponse.jsonUnsafe(a.body, { status: a.status, headers: a.headers })

/** Handlers of the OAuth2 token endpoint and revocation (domain/api/AuthApi.ts; rules in adapters/auth/tokenEndpoint.ts). */
export const AuthHttpLive = HttpApiBuilder.group(VitrineApi, "auth", (handlers) =>
  handlers
    .handleRaw("token", ({ request }) =>
      Effect.gen(function* () {
        const { oauth } = yield* ServerContext
        const req = yield* oauthRequest(request)
        return respond(yield* Effect.promise(() => oauth.token(req)))
      })
    )
    .handleRaw("revoke", ({ request }) =>
      Effect.gen(function* () {
        const { oauth } = yield* ServerContext
        const req = yield* oauthRequest(request)
        return respond(yield* Effect.promise(() => oauth.revoke(req)))
      })
    )
)
