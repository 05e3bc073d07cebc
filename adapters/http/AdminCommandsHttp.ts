import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { ensureOwned } from "./admin/owners.ts"
import { notFound, oneRecord } from "./admin/readResource.ts"
import { accountsResource } from "./admin/resources/accounts.ts"
import { campaignsResource } from "./admin/resources/campaigns.ts"
import { coursesResource } from "./admin/resources/courses.ts"
import { enrolmentsResource } from "./admin/resources/enrolments.ts"
import { salesResource } from "./admin/resources/sales.ts"
import { walletsResource } from "./admin/resources/wallets.ts"
import { idempotencyKey, runAsAdmin } from "./admin/runCommand.ts"
import type { ResourceSpec } from "./admin/resource.ts"
import { approveSales, reproveSales } from "./admin/bulkApprove.ts"
import { asUnknownElsewhere } from "./admin/otherCountries.ts"
import { levelUpDecision } from "./admin/levelUpDecision.ts"
import { replayRoute } from "./admin/replayRoute.ts"
import { eraseAccount } from "./admin/erasure.ts"
import { requireScope } from "./scope.ts"
import { ServerContext } from "./ServerContext.ts"
import { moderateTopic, removeForumPost } from "./admin/forumModeration.ts"

type Owner = Parameters<typeof ensureOwned>[1]

/** An approved account that has no password yet gets its first-access link (set-password) by e-mail. */
const sendFirstAccessLink = (userId: string) =>
  Effect.gen(function* () {
    const { selfService } = yield* ServerContext
    const person = selfService.people.byId(userId)
    if (person !== undefined && person.status === "approved" && !person.hasPassword) selfService.sendLink(person, "set_password", selfService.links.draw())
  })

/**
 * One record's command: the role, then the record in the admin's country (else 404), then the
 * domain command as `admin:<userId>` under the Idempotency-Key; answers the record after it.
 */
const onRecord = (roles: ReadonlyArray<"admin" | "auditor">, owner: Owner, spec: ResourceSpec, id: string, type: string, payload: Record<string, unknown>) =>
  Effect.gen(function* () {
    const scope = yield* requireScope(...roles)
    yield* ensureOwned(scope, owner, id)
    yield* runAsAdmin(type, payload, yield* idempotencyKey).pipe(Effect.mapError(asUnknownElsewhere(scope, payload)))
    const { programme } = yield* ServerContext
    return yield* oneRecord(programme.db, spec, id, scope)
  })

const auditors = ["admin", "auditor"] as const
const admins = ["admin"] as const

const onCourse = (courseId: string, type: "PublishCourse" | "ArchiveCourse") =>
  Effect.gen(function* () {
    const scope = yield* requireScope(...admins)
    yield* runAsAdmin(type, { courseId }, yield* idempotencyKey)
    const { programme } = yield* ServerContext
    return yield* oneRecord(programme.db, coursesResource, courseId, scope)
  })

/** Handlers of the admin console's command routes (domain/api/AdminCommandsApi.ts). */
export const AdminCommandsHttpLive = HttpApiBuilder.group(VitrineApi, "adminCommands", (handlers) =>
  handlers
    .handle("approveSale", ({ params }) => onRecord(auditors, "sale", salesResource, params.id, "ApproveSale", { saleId: params.id }))
    .handle("reproveSale", ({ params, payload }) =>
      onRecord(auditors, "sale", salesResource, params.id, "ReproveSale", { saleId: params.id, reason: payload.reason })
    )
    .handle("approveSales", ({ payload }) => approveSales(payload.ids))
    .handle("reproveSales", ({ payload }) => reproveSales(payload.ids, payload.reason))
    .handle("approveLevelUp", ({ params }) => levelUpDecision(params.userId, "ApproveLevelUp", {}))
    .handle("rejectLevelUp", ({ params, payload }) => levelUpDecision(params.userId, "RejectLevelUp", { reason: payload.reason }))
    .handle("approveAccount", ({ params }) =>
      Effect.tap(onRecord(admins, "account", accountsResource, params.id, "ApproveAccount", { userId: params.id }), () => sendFirstAccessLink(params.id))
    )
    .handle("blockAccount", ({ params, payload }) =>
      onRecord(admins, "account", accountsResource, params.id, "BlockAccount", { userId: params.id, reason: payload.reason })
    )
    .handle("unblockAccount", ({ params }) => onRecord(admins, "account", accountsResource, params.id, "UnblockAccount", { userId: params.id }))
    .handle("rejectSignUp", ({ params, payload }) =>
      onRecord(admins, "account", accountsResource, params.id, "RejectSignUp", { userId: params.id, reason: payload.reason })
    )
    .handle("eraseAccount", ({ params, payload }) => eraseAccount(params.id, payload.fullName))
    .handle("enrollStore", ({ params, payload }) =>
      onRecord(admins, "campaign", campaignsResource, params.id, "EnrollStore", { campaignId: params.id, storeId: payload.storeId })
    )
    .handle("openCampaign", ({ params }) => onRecord(admins, "campaign", campaignsResource, params.id, "OpenCampaign", { campaignId: params.id }))
    .handle("closeCampaign", ({ params }) => onRecord(admins, "campaign", campaignsResource, params.id, "CloseCampaign", { campaignId: params.id }))
    .handle("replayCampaign", ({ params, payload }) => replayRoute(params.id, payload))
    .handle("adjustWallet", ({ payload }) =>
      Effect.gen(function* () {
        const scope = yield* requireScope(...admins)
        // A wallet is its campaign's: the campaign's country owns it.
        yield* ensureOwned(scope, "campaign", payload.campaignId)
        yield* runAsAdmin("AdjustPoints", payload, yield* idempotencyKey)
        const { programme } = yield* ServerContext
        return yield* oneRecord(programme.db, walletsResource, `${payload.campaignId}:${payload.userId}`, scope)
      })
    )
    // Courses have no country: the role is the check, the domain answers a missing course 404.
    .handle("publishCourse", ({ params }) => onCourse(params.id, "PublishCourse"))
    .handle("archiveCourse", ({ params }) => onCourse(params.id, "ArchiveCourse"))
    .handle("enrolUser", ({ params, payload }) =>
      Effect.gen(function* () {
        const scope = yield* requireScope(...admins)
        // The learner is the record's owner: another country's learner is a 404 like a missing one.
        yield* ensureOwned(scope, "account", payload.userId)
        yield* runAsAdmin("Enrol", { courseId: params.id, userId: payload.userId }, yield* idempotencyKey)
        const { programme } = yield* ServerContext
        return yield* oneRecord(programme.db, enrolmentsResource, `${params.id}:${payload.userId}`, scope)
      })
    )
    .handle("unenrolUser", ({ params }) =>
      Effect.gen(function* () {
        const scope = yield* requireScope(...admins)
        const { programme } = yield* ServerContext
        // The record names its course and learner (ids may hold a colon: the row says which is which).
        const row = programme.db
          .prepare<[string], { courseId: string; userId: string }>("SELECT course_id AS courseId, user_id AS userId FROM enrolments WHERE course_id || ':' || user_id = ?")
          .get(params.id)
        if (row === undefined) return yield* notFound
        // Another country's learner is a 404 like a missing enrolment.
        yield* ensureOwned(scope, "account", row.userId)
        yield* runAsAdmin("Unenrol", { courseId: row.courseId, userId: row.userId }, yield* idempotencyKey)
        return yield* oneRecord(programme.db, enrolmentsResource, params.id, scope)
      })
    )
    .handle("closeForumTopic", ({ params }) => moderateTopic(params.id, "CloseTopic"))
    .handle("reopenForumTopic", ({ params }) => moderateTopic(params.id, "ReopenTopic"))
    .handle("removeForumPost", ({ params, payload }) => removeForumPost(params.id, payload.reason))
)

