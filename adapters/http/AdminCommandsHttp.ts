import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"

/** Handlers of admin console's command routes (domain/api/AdminCommandsApi.ts). */
export const AdminCommandsHttpLive = HttpApiBuilder.group(VitrineApi, "adminCommands", (handlers) => handlers)
