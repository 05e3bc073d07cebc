import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { approvePhotos, auditPhoto, rotateCode } from "./field/audit.ts"
import { checkMeIn, listMyMeetups, myMeetupCalendar } from "./field/myMeetups.ts"
import { listMyPhotos, myPhotoWeek, uploadMyPhoto } from "./field/myPhotos.ts"
import { myRanking } from "./field/myRanking.ts"
import { listMyTransfers, partnerMemberOf, transferMyPoints } from "./field/myTransfers.ts"
import { listMyInbox, myUnreadCount, readAllMyMessages, readMyMessage } from "./field/myInbox.ts"
import { listMyBadges } from "./field/myBadges.ts"

/** Handlers of the field programme (domain/api/FieldApi.ts): store photos and meetups. */
export const FieldHttpLive = HttpApiBuilder.group(VitrineApi, "field", (handlers) =>
  handlers
    .handle("myPhotoWeek", ({ query }) => Effect.flatMap(CurrentUser, (user) => myPhotoWeek(user, query.campaignId)))
    .handle("uploadPhoto", ({ payload, headers }) => Effect.flatMap(CurrentUser, (user) => uploadMyPhoto(user, payload, headers["idempotency-key"])))
    .handle("myPhotos", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyPhotos(user, query)))
    .handle("myMeetups", () => Effect.flatMap(CurrentUser, listMyMeetups))
    .handle("checkIn", ({ params, payload, headers }) => Effect.flatMap(CurrentUser, (user) => checkMeIn(user, params.id, payload.code, headers["idempotency-key"])))
    .handle("meetupCalendar", ({ params }) => Effect.flatMap(CurrentUser, (user) => myMeetupCalendar(user, params.id)))
    .handle("approvePhotos", ({ payload }) => approvePhotos(payload.ids))
    .handle("approvePhoto", ({ params }) => auditPhoto(params.id, "ApprovePhoto", {}))
    .handle("reprovePhoto", ({ params, payload }) => auditPhoto(params.id, "ReprovePhoto", { reason: payload.reason }))
    .handle("setCheckInCode", ({ params, payload }) => rotateCode(params.id, payload.code))
    .handle("myRanking", ({ query }) => Effect.flatMap(CurrentUser, (user) => myRanking(user, query.campaignId, query.chainId)))
    .handle("myTransfers", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyTransfers(user, query)))
    .handle("transferPoints", ({ payload, headers }) => Effect.flatMap(CurrentUser, (user) => transferMyPoints(user, payload, headers["idempotency-key"])))
    .handle("partnerMember", ({ query }) => partnerMemberOf(query.document))
    .handle("myInbox", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyInbox(user, query)))
    .handle("myUnreadCount", () => Effect.flatMap(CurrentUser, myUnreadCount))
    .handle("readAllMessages", () => Effect.flatMap(CurrentUser, readAllMyMessages))
    .handle("readMessage", ({ params }) => Effect.flatMap(CurrentUser, (user) => readMyMessage(user, params.id)))
    .handle("myBadges", () => Effect.flatMap(CurrentUser, listMyBadges))
)
