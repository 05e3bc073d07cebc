import { Effect } from "effect"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { ServerContext } from "../ServerContext.ts"

/**
 * The client company whose content the learner reads: the one they chose (or their only one), if
 * it has the module's flag (`podcasts` or `has_podcasts`, SPEC §3); else `403 <module>.disabled`.
 * Content belongs to a client: a learner in none has none, and another client's is never theirs.
 */
export const contentClient = (user: Principal, flag: "podcasts" | "library", disabled: string) =>
  Effect.gen(function* () {
    const { sessions } = yield* ServerContext
    const session = sessions.session(user)
    const client = session.clients.find((c) => c.clientId === session.selectedClientId)
    if (client === undefined || !(client.features[flag] === true || client.features[`has_${flag}`] === true)) {
      return yield* new ApiFailure({ status: 403, code: disabled, details: {} })
    }
    return client.clientId
  })
