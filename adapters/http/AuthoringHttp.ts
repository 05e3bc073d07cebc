import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { myGameRounds, recordMyGameRound } from "./authoring/gameRounds.ts"

/** Handlers of domain/api/AuthoringApi.ts: a learner's game rounds. */
export const AuthoringHttpLive = HttpApiBuilder.group(VitrineApi, "authoring", (handlers) =>
  handlers
    .handle("recordMyGameRound", ({ params, payload, headers }) =>
      Effect.flatMap(CurrentUser, (user) =>
        Effect.map(recordMyGameRound(user, params.id, params.activityId, payload, headers["idempotency-key"]), (round) => HttpServerResponse.jsonUnsafe(round, { status: 201 }))
      )
    )
    .handle("myGameRounds", ({ params }) => Effect.flatMap(CurrentUser, (user) => myGameRounds(user, params.id)))
)
