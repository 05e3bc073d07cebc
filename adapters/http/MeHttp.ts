import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { ApiFailure } from "../../domain/api/ApiFailure.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { listMyCampaigns, registerMe, registrationOptions } from "./me/campaigns.ts"
import { myLevel } from "./me/level.ts"
import { myAttempt, saveMyAnswers, startMyAttempt, submitMyAttempt } from "./me/learningAttempts.ts"
import { courseCommand, inClass, listMyCourses, myCourse } from "./me/learningCourses.ts"
import { listMyCertificates, listMyResults, showMyName } from "./me/learningResults.ts"
import { listMyTrails, myTrail } from "./me/learningTrails.ts"
import { myCertificatePdf } from "./me/learningCertificatePdf.ts"
import { myPointsTable } from "./me/pointsTable.ts"
import { listMySales, reportMySale } from "./me/sales.ts"
import { listMyStatement, listMyWallets } from "./me/wallets.ts"
import { ServerContext } from "./ServerContext.ts"
import { deleteMe } from "./me/deletion.ts"
import { changeMyPassword, myPasswordPolicy } from "./me/password.ts"
import { confirmPhone, myPhone, sendPhoneCode } from "./me/phone.ts"
import { myProfile, setMyAvatar, setMyNotifications, updateMyProfile } from "./me/profile.ts"
import { deleteMyPost, editMyPost, listMyForumTopics, myForumTopic, replyToMyTopic, reportPost, startMyTopic } from "./me/forums.ts"

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
    .handle("myProfile", () => Effect.flatMap(CurrentUser, myProfile))
    .handle("updateMyProfile", ({ payload }) => Effect.flatMap(CurrentUser, (user) => updateMyProfile(user, payload)))
    .handle("setMyAvatar", ({ payload }) => Effect.flatMap(CurrentUser, (user) => setMyAvatar(user, payload.fileId)))
    .handle("removeMyAvatar", () => Effect.flatMap(CurrentUser, (user) => setMyAvatar(user, null)))
    .handle("setMyNotifications", ({ payload }) => Effect.flatMap(CurrentUser, (user) => setMyNotifications(user, payload)))
    .handle("myPasswordPolicy", () => Effect.flatMap(CurrentUser, myPasswordPolicy))
    .handle("changeMyPassword", ({ payload }) => Effect.flatMap(CurrentUser, (user) => changeMyPassword(user, payload)))
    .handle("myPhone", () => Effect.flatMap(CurrentUser, myPhone))
    .handle("sendPhoneCode", ({ payload }) => Effect.flatMap(CurrentUser, (user) => sendPhoneCode(user, payload)))
    .handle("confirmPhone", ({ payload }) => Effect.flatMap(CurrentUser, (user) => confirmPhone(user, payload.code)))
    .handle("deleteMe", ({ payload }) => Effect.flatMap(CurrentUser, (user) => deleteMe(user, payload.fullName)))
    .handle("myCampaigns", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyCampaigns(user, query)))
    .handle("myCampaignOptions", ({ params }) => Effect.flatMap(CurrentUser, (user) => registrationOptions(user, params.id)))
    .handle("myPointsTable", ({ params, query }) => Effect.flatMap(CurrentUser, (user) => myPointsTable(user, params.id, query)))
    .handle("registerForCampaign", ({ params, payload, headers }) =>
      Effect.flatMap(CurrentUser, (user) => registerMe(user, params.id, payload, headers["idempotency-key"]))
    )
    .handle("reportSale", ({ payload, headers }) => Effect.flatMap(CurrentUser, (user) => reportMySale(user, payload, headers["idempotency-key"])))
    .handle("mySales", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMySales(user, query)))
    .handle("myWallets", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyWallets(user, query)))
    .handle("myStatement", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyStatement(user, query)))
    .handle("myLevel", ({ query }) => Effect.flatMap(CurrentUser, (user) => myLevel(user, query.campaignId)))
    .handle("myCourses", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyCourses(user, query)))
    .handle("myCourse", ({ params }) => Effect.flatMap(CurrentUser, (user) => myCourse(user, params.id)))
    .handle("enrolMe", ({ params, headers }) => Effect.flatMap(CurrentUser, (user) => courseCommand(user, "Enrol", { courseId: params.id }, headers["idempotency-key"])))
    .handle("unenrolMe", ({ params, headers }) => Effect.flatMap(CurrentUser, (user) => courseCommand(user, "Unenrol", { courseId: params.id }, headers["idempotency-key"])))
    .handle("completeActivity", ({ params, query, headers }) =>
      Effect.flatMap(CurrentUser, (user) => courseCommand(user, "CompleteActivity", { courseId: params.id, activityId: params.activityId, ...inClass(query) }, headers["idempotency-key"]))
    )
    .handle("submitReaction", ({ params, query, payload, headers }) =>
      Effect.flatMap(CurrentUser, (user) => courseCommand(user, "SubmitReaction", { courseId: params.id, answers: payload.answers, ...inClass(query) }, headers["idempotency-key"]))
    )
    .handle("myTrails", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyTrails(user, query)))
    .handle("myTrail", ({ params }) => Effect.flatMap(CurrentUser, (user) => myTrail(user, params.id)))
    .handle("startAttempt", ({ payload, headers }) => Effect.flatMap(CurrentUser, (user) => startMyAttempt(user, payload.testId, headers["idempotency-key"])))
    .handle("myAttempt", ({ params }) => Effect.flatMap(CurrentUser, (user) => myAttempt(user, params.id)))
    .handle("saveAnswers", ({ params, payload, headers }) => Effect.flatMap(CurrentUser, (user) => saveMyAnswers(user, params.id, payload.answers, headers["idempotency-key"])))
    .handle("submitAttempt", ({ params, payload, headers }) => Effect.flatMap(CurrentUser, (user) => submitMyAttempt(user, params.id, payload.answers, headers["idempotency-key"])))
    .handle("myResults", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyResults(user, query)))
    .handle("myCertificates", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyCertificates(user, query)))
    .handle("showMyName", ({ params, payload, headers }) => Effect.flatMap(CurrentUser, (user) => showMyName(user, params.code, payload.show, headers["idempotency-key"])))
    .handle("myCertificatePdf", ({ params }) => Effect.flatMap(CurrentUser, (user) => myCertificatePdf(user, params.code)))
    .handle("myForumTopics", ({ params, query }) => Effect.flatMap(CurrentUser, (user) => listMyForumTopics(user, params.id, query)))
    .handle("startForumTopic", ({ params, payload, headers }) => Effect.flatMap(CurrentUser, (user) => startMyTopic(user, params.id, payload, headers["idempotency-key"])))
    .handle("myForumTopic", ({ params }) => Effect.flatMap(CurrentUser, (user) => myForumTopic(user, params.id, params.topicId)))
    .handle("replyToForumTopic", ({ params, payload, headers }) =>
      Effect.flatMap(CurrentUser, (user) => replyToMyTopic(user, params.id, params.topicId, payload.body, headers["idempotency-key"]))
    )
    .handle("editForumPost", ({ params, payload, headers }) =>
      Effect.flatMap(CurrentUser, (user) => editMyPost(user, params.id, params.topicId, params.postId, payload.body, headers["idempotency-key"]))
    )
    .handle("deleteForumPost", ({ params, headers }) => Effect.flatMap(CurrentUser, (user) => deleteMyPost(user, params.id, params.topicId, params.postId, headers["idempotency-key"])))
    .handle("reportForumPost", ({ params, payload, headers }) =>
      Effect.flatMap(CurrentUser, (user) => reportPost(user, params.id, params.topicId, params.postId, payload.reason, headers["idempotency-key"]))
    )
)
