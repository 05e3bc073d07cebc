import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { ApiFailure } from "../../domain/api/ApiFailure.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { ServerContext } from "./ServerContext.ts"

/** Handlers of the learner API (domain/api/MeApi.ts): always the token's user. */
export const MeHttpLive = HttpApiBuilder.group(VitrineApi, "me", (handlers) =>
  handlers
    .handle("session", () =>
      Effect.gen(function* () {
        const { sessions } = yield* ServerContext
        return sessions.session(yield* CurrentUser)
      })
    )
    .handle("setLanguage", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const { settings } = yield* ServerContext
        settings.setLanguage(user.userId, payload.language)
        return payload
      })
    )
    .handle("selectClient", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const { settings, sessions } = yield* ServerContext
        // Another company's id is answered as absent: a user learns nothing of companies not theirs.
        if (!sessions.clients(user.userId).some((c) => c.clientId === payload.clientId)) {
          return yield* new ApiFailure({ status: 404, code: "client.not_found", details: { clientId: payload.clientId } })
        }
        settings.setSelectedClient(user.userId, payload.clientId)
        return payload
      })
    )
)
