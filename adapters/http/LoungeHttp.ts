import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { askMyLoungeQuestion, myLounge, myLoungeTicket, postMyLoungeMessage } from "./lounge/mine.ts"
import { answerQuestion, blockLearner, closeLounge, hideMessage, hideQuestion, loungeLive, unblockLearner } from "./lounge/moderation.ts"
import { loungeEvents } from "./lounge/stream.ts"

/** Handlers of the webinar lounge (domain/api/LoungeApi.ts). */
export const LoungeHttpLive = HttpApiBuilder.group(VitrineApi, "lounge", (handlers) =>
  handlers
    .handle("myLounge", ({ params }) => Effect.flatMap(CurrentUser, (user) => myLounge(user, params.id)))
    .handle("myLoungeTicket", ({ params }) => Effect.flatMap(CurrentUser, (user) => myLoungeTicket(user, params.id)))
    .handle("postLoungeMessage", ({ params, payload, headers }) => Effect.flatMap(CurrentUser, (user) => postMyLoungeMessage(user, params.id, payload.text, headers["idempotency-key"])))
    .handle("askLoungeQuestion", ({ params, payload, headers }) => Effect.flatMap(CurrentUser, (user) => askMyLoungeQuestion(user, params.id, payload.text, headers["idempotency-key"])))
    .handle("loungeLive", ({ params }) => loungeLive(params.id))
    .handle("closeLounge", ({ params }) => closeLounge(params.id))
    .handle("blockLoungeLearner", ({ params, payload }) => blockLearner(params.id, payload.learnerId, payload.reason))
    .handle("unblockLoungeLearner", ({ params, payload }) => unblockLearner(params.id, payload.learnerId))
    .handle("hideLoungeMessage", ({ params }) => hideMessage(params.id))
    .handle("answerLoungeQuestion", ({ params, payload }) => answerQuestion(params.id, payload.answer))
    .handle("hideLoungeQuestion", ({ params }) => hideQuestion(params.id))
)

/** The live streams: authenticated by their ticket (or a bearer token) inside the handler. */
export const LoungeStreamHttpLive = HttpApiBuilder.group(VitrineApi, "loungeStream", (handlers) =>
  handlers
    .handle("myLoungeEvents", ({ params, query, headers }) =>
      loungeEvents("me", { classId: params.id, ticket: query.ticket, lastEventId: headers["last-event-id"] ?? query.lastEventId })
    )
    .handle("loungeEvents", ({ params, query, headers }) =>
      loungeEvents("admin", { classId: params.id, ticket: query.ticket, lastEventId: headers["last-event-id"] ?? query.lastEventId })
    )
)
