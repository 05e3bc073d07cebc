import { HttpApiGroup } from "effect/http-api"
import { activityEndpoints as a } from "./activity/feed.ts"
import { Authentication } from "./security.ts"

/** The learner's activity feed (DESIGN §4.7, SPEC §2): always the token's user. */
export const ActivityApi = HttpApiGroup.make("activity").add(a.feed).middleware(Authentication)
