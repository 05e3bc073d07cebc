import { HttpApiGroup } from "effect/http-api"
import { gameRoundEndpoints as g } from "./authoring/gameRounds.ts"
import { Authentication } from "./security.ts"

/**
 * Course authoring's leftovers on the learner side: the game rounds a learner finishes, kept on
 * the server for their previous results (DESIGN §4.11). Always the token's user.
 */
export const AuthoringApi = HttpApiGroup.make("authoring").add(g.record, g.list).middleware(Authentication)
