import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { ServerContext } from "./ServerContext.ts"

/** Handlers of the learner API (domain/api/MeApi.ts): always the token's user. */
export const MeHttpLive = HttpApiBuilder.group(VitrineApi, "me", (handlers) =>
  handlers
    .handle("session", () => Effect.service(CurrentUser))
    .handle("setLanguage", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const { settings } = yield* ServerContext
        settings.setLanguage(user.userId, payload.language)
        return payload
      })
    )
)
