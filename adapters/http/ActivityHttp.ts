import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { listMyActivity } from "./activity/myActivity.ts"

/** Handlers of the activity feed (domain/api/ActivityApi.ts). */
export const ActivityHttpLive = HttpApiBuilder.group(VitrineApi, "activity", (handlers) =>
  handlers.handle("myActivity", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyActivity(user, query)))
)
