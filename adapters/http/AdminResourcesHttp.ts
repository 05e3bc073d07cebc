import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { creations, isCreatable } from "./admin/creations.ts"
import { edits, isEditable } from "./admin/edits.ts"
import { listResource, oneRecord } from "./admin/readResource.ts"
import { resourceByName } from "./admin/resources/index.ts"
import { campaignsResource } from "./admin/resources/campaigns.ts"
import { clientsResource } from "./admin/resources/clients.ts"
import { dashboard } from "./admin/dashboard.ts"
import { campaignConsequences } from "./admin/consequences.ts"
import { idempotencyKey, runAsAdmin } from "./admin/runCommand.ts"
import { asUnknownElsewhere } from "./admin/otherCountries.ts"
import { ensureInScope, forbidden, requireScope } from "./scope.ts"
import { notFound } from "./admin/readResource.ts"
import { ServerContext } from "./ServerContext.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { ensureOwnRecord, ownRecordsQuery } from "./admin/instructorScope.ts"

/** Handlers of admin console's resources (domain/api/AdminResourcesApi.ts), read from the read models. */
export const AdminResourcesHttpLive = HttpApiBuilder.group(VitrineApi, "adminResources", (handlers) =>
  handlers
    .handle("dashboard", () => dashboard)
    .handle("campaignConsequences", ({ params }) => campaignConsequences(params.id))
    .handle("list", ({ params, query }) =>
      Effect.gen(function* () {
        const spec = resourceByName.get(params.resource)
        if (spec === undefined) return yield* notFound
        const scope = yield* requireScope(...spec.roles)
        const { programme } = yield* ServerContext
        return yield* listResource(programme.db, spec, ownRecordsQuery(spec, yield* CurrentUser, query), scope)
      })
    )
    .handle("getOne", ({ params }) =>
      Effect.gen(function* () {
        const spec = resourceByName.get(params.resource)
        if (spec === undefined) return yield* notFound
        const scope = yield* requireScope(...spec.roles)
        const { programme } = yield* ServerContext
        const record = yield* oneRecord(programme.db, spec, params.id, scope)
        return yield* ensureOwnRecord(spec, yield* CurrentUser, record)
      })
    )
    .handle("create", ({ params, payload }) =>
      Effect.gen(function* () {
        const spec = resourceByName.get(params.resource)
        const creation = isCreatable(params.resource) ? creations[params.resource] : undefined
        if (spec === undefined || creation === undefined) return yield* notFound
        const scope = yield* requireScope("admin")
        if (creation.superuser === true && !scope.all) return yield* forbidden
        // A country admin's record is in their country without their saying so (DESIGN §5.3);
        // naming another country is acting on it: refused, as its records are unseen.
        const sent = payload["country"]
        if (creation.country && !scope.all && sent != null && sent !== "" && sent !== scope.country) return yield* forbidden
        const record = creation.country && !scope.all ? { ...payload, country: scope.country } : payload
        const { id, command } = creation.command(record, scope)
        const key = yield* idempotencyKey
        yield* runAsAdmin(creation.type, command, key).pipe(Effect.mapError(asUnknownElsewhere(scope, command)))
        const { programme } = yield* ServerContext
        const created = yield* oneRecord(programme.db, spec, id, scope)
        return HttpServerResponse.jsonUnsafe(created, { status: 201 })
      })
    )
    .handle("update", ({ params, payload }) =>
      Effect.gen(function* () {
        const scope = yield* requireScope("admin")
        const { programme } = yield* ServerContext
        const campaign = yield* Effect.option(oneRecord(programme.db, campaignsResource, params.id, scope))
        yield* ensureInScope(scope, campaign._tag === "Some" ? (campaign.value["country"] as string) : undefined, notFound)
        const key = yield* idempotencyKey
        yield* runAsAdmin("SetPointsTable", { campaignId: params.id, pointsTable: payload.pointsTable }, key)
        return yield* oneRecord(programme.db, campaignsResource, params.id, scope)
      })
    )
    // The console's edit form sends the whole record back: only the command's fields are taken.
    .handle("updateClient", ({ params, payload }) =>
      Effect.gen(function* () {
        const scope = yield* requireScope("admin")
        // A client company's flags and password strength reach every country: superusers only (DESIGN §5.3).
        if (!scope.all) return yield* forbidden
        const { name, homeRoute, features, passwordStrength } = payload
        const command = { clientId: params.id, name, homeRoute, features, ...(passwordStrength == null ? {} : { passwordStrength }) }
        yield* runAsAdmin("UpdateClient", command, yield* idempotencyKey)
        const { programme } = yield* ServerContext
        return yield* oneRecord(programme.db, clientsResource, params.id, scope)
      })
    )
    // Reference data: the record must be in the admin's scope (another country's store is a 404, as unseen).
    .handle("updateReference", ({ params, payload }) =>
      Effect.gen(function* () {
        const spec = resourceByName.get(params.resource)
        if (spec === undefined || !isEditable(params.resource)) return yield* notFound
        const scope = yield* requireScope("admin")
        const { programme } = yield* ServerContext
        yield* oneRecord(programme.db, spec, params.id, scope)
        const edit = edits[params.resource]
        yield* runAsAdmin(edit.type, edit.command(params.id, payload), yield* idempotencyKey)
        return yield* oneRecord(programme.db, spec, params.id, scope)
      })
    )
)
