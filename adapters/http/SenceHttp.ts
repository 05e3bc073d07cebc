import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { closeMySenceSession, mySenceStatus, openMySenceSession, startMySenceSession } from "./sence/mySence.ts"

/** Handlers of SENCE (domain/api/SenceApi.ts): always the token's user. */
export const SenceHttpLive = HttpApiBuilder.group(VitrineApi, "sence", (handlers) =>
  handlers
    .handle("mySenceStatus", ({ params }) => Effect.flatMap(CurrentUser, (user) => mySenceStatus(user, params.courseId)))
    .handle("openSenceSession", ({ payload, headers }) => Effect.flatMap(CurrentUser, (user) => openMySenceSession(user, payload.courseId, headers["idempotency-key"])))
    .handle("startSenceSession", ({ params, payload }) => Effect.flatMap(CurrentUser, (user) => startMySenceSession(user, params.sessionId, payload)))
    .handle("closeSenceSession", ({ params }) => Effect.flatMap(CurrentUser, (user) => closeMySenceSession(user, params.courseId)))
)
