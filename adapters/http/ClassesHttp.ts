import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { myClassCalendar } from "./classes/calendar.ts"
import { onClass } from "./classes/console.ts"
import { myClassCatalog, myClassCatalogs } from "./classes/myCatalogs.ts"
import { changeMySubscription, listMyClasses, myClass, myClassSubscriptions } from "./classes/myClasses.ts"

/** Handlers of classes (domain/api/ClassesApi.ts). */
export const ClassesHttpLive = HttpApiBuilder.group(VitrineApi, "classes", (handlers) =>
  handlers
    .handle("myClassCatalogs", () => Effect.flatMap(CurrentUser, myClassCatalogs))
    .handle("myClassCatalog", ({ params }) => Effect.flatMap(CurrentUser, (user) => myClassCatalog(user, params.id)))
    .handle("myClassSubscriptions", () => Effect.flatMap(CurrentUser, myClassSubscriptions))
    .handle("myClasses", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyClasses(user, query)))
    .handle("myClass", ({ params }) => Effect.flatMap(CurrentUser, (user) => myClass(user, params.id)))
    .handle("subscribeToClass", ({ params, headers }) => Effect.flatMap(CurrentUser, (user) => changeMySubscription(user, params.id, "SubscribeToClass", headers["idempotency-key"])))
    .handle("unsubscribeFromClass", ({ params, headers }) => Effect.flatMap(CurrentUser, (user) => changeMySubscription(user, params.id, "UnsubscribeFromClass", headers["idempotency-key"])))
    .handle("classCalendar", ({ params }) => Effect.flatMap(CurrentUser, (user) => myClassCalendar(user, params.id)))
    .handle("moveClass", ({ params, payload }) => onClass(params.id, "MoveClass", { to: payload.to }))
    .handle("inviteToClass", ({ params, payload }) => onClass(params.id, "InviteToClass", { userId: payload.userId }))
    .handle("validatePresence", ({ params, payload }) => onClass(params.id, "ValidatePresence", { userId: payload.userId }))
    .handle("unlockClassActivity", ({ params, payload }) => onClass(params.id, "UnlockClassActivity", { activityId: payload.activityId }))
)
