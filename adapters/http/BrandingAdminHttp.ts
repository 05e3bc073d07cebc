import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { brandingOf } from "../branding/reads.ts"
import { idempotencyKey, runAsAdmin } from "./admin/runCommand.ts"
import { forbidden, requireScope } from "./scope.ts"
import { ServerContext } from "./ServerContext.ts"

/** The deployment's face reaches every country and every client: a superuser's (DESIGN §7). */
const requireSuperuser = Effect.flatMap(requireScope("admin"), (scope) => (scope.all ? Effect.void : Effect.fail(forbidden)))

const current = Effect.map(ServerContext, ({ programme }) => brandingOf(programme.db).answer)

/** Handlers of the console's branding routes (domain/api/BrandingApi.ts). */
export const BrandingAdminHttpLive = HttpApiBuilder.group(VitrineApi, "brandingAdmin", (handlers) =>
  handlers
    .handle("adminLoginConfig", () => Effect.andThen(requireSuperuser, current))
    .handle("configureLogin", ({ payload }) =>
      Effect.gen(function* () {
        yield* requireSuperuser
        yield* runAsAdmin("ConfigureLogin", payload, yield* idempotencyKey)
        return yield* current
      })
    )
    .handle("brandClient", ({ params, payload }) =>
      Effect.gen(function* () {
        yield* requireSuperuser
        yield* runAsAdmin("BrandClient", { clientId: params.clientId, ...payload }, yield* idempotencyKey)
        return yield* current
      })
    )
)
