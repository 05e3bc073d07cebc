import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { myMediaPosition, saveMyMediaPosition } from "./scorm/myMediaPosition.ts"
import { commitMyScorm, myScormLaunch } from "./scorm/myScorm.ts"

/** Handlers of the SCORM runtime and the media resume (domain/api/ScormApi.ts). */
export const ScormHttpLive = HttpApiBuilder.group(VitrineApi, "scorm", (handlers) =>
  handlers
    .handle("scormLaunch", ({ params }) => Effect.flatMap(CurrentUser, (user) => myScormLaunch(user, params.id, params.activityId)))
    .handle("scormCommit", ({ params, payload, headers }) =>
      Effect.flatMap(CurrentUser, (user) => commitMyScorm(user, params.id, params.activityId, { seq: payload.seq, values: { ...payload.values }, finished: payload.finished }, headers["idempotency-key"]))
    )
    .handle("mediaPosition", ({ params }) => Effect.flatMap(CurrentUser, (user) => myMediaPosition(user, params.id, params.activityId)))
    .handle("saveMediaPosition", ({ params, payload, headers }) =>
      Effect.flatMap(CurrentUser, (user) => saveMyMediaPosition(user, params.id, params.activityId, payload, headers["idempotency-key"]))
    )
)
