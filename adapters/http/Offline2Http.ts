import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { myScormPackage } from "./offline2/scormPackage.ts"

/** Handlers of the installable app's learner routes (domain/api/Offline2Api.ts). */
export const Offline2HttpLive = HttpApiBuilder.group(VitrineApi, "offline2", (handlers) =>
  handlers.handle("offline2ScormPackage", ({ params }) => Effect.flatMap(CurrentUser, (user) => myScormPackage(user, params.id, params.activityId)))
)
