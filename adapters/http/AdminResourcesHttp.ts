import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"

/** Handlers of admin console's resources (domain/api/AdminResourcesApi.ts). */
export const AdminResourcesHttpLive = HttpApiBuilder.group(VitrineApi, "adminResources", (handlers) => handlers)
