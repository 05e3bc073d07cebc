import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { ApiFailure } from "../../domain/api/ApiFailure.ts"
import type { DomainError } from "../../domain/shared/errors.ts"
import { SsoInvalidClient } from "../../domain/api/sso/errors.ts"
import { basicCredentials } from "../auth/oauth.ts"
import { failureOf } from "./errors.ts"
import { ServerContext } from "./ServerContext.ts"

/** A provider that failed is a bad gateway, not our fault nor the learner's (never a 500). */
const statusOf = (code: string): number | undefined =>
  code === "sso.provider_failed" ? 502 : code === "sso.issuer_not_found" ? 404 : code === "sso.invalid_state" ? 400 : code === "sso.invalid_client" ? 401 : code === "sso.no_profile" ? 403 : undefined

const refuse = (e: DomainError) => {
  const f = failureOf(e)
  return Effect.fail(new ApiFailure({ status: statusOf(e.code) ?? f.status, code: f.code, details: f.details }))
}

/** Handlers of single sign-on (domain/api/SsoApi.ts; the flow in adapters/sso/ssoLogin.ts). */
export const SsoHttpLive = HttpApiBuilder.group(VitrineApi, "sso", (handlers) =>
  handlers
    .handle("ssoProviders", () => Effect.map(ServerContext, ({ sso }) => sso.issuers.buttons()))
    .handle("ssoStart", ({ params }) =>
      Effect.gen(function* () {
        const { sso } = yield* ServerContext
        const started = yield* Effect.promise(() => sso.login.start(params.issuerId, sso.baseUrl()))
        return "authorizationUrl" in started ? started : yield* refuse(started)
      })
    )
    .handle("ssoCallback", ({ headers, payload }) =>
      Effect.gen(function* () {
        const { sso, credentials, tokens } = yield* ServerContext
        const client = basicCredentials(headers.authorization)
        if (client === undefined || !(yield* Effect.promise(() => credentials.verifyClient(client.id, client.secret)))) return yield* refuse(new SsoInvalidClient())
        const done = yield* Effect.promise(() => sso.login.complete(payload.query))
        if (!("userId" in done)) return yield* refuse(done)
        // Our own tokens, as the password grant issues them (adapters/auth/tokenEndpoint.ts).
        const pair = tokens.issue(done.userId, client.id)
        return { access_token: pair.accessToken, token_type: "Bearer" as const, expires_in: pair.expiresIn, refresh_token: pair.refreshToken }
      })
    )
)
