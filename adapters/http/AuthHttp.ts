import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"

/** Handlers of the OAuth2 token endpoint and revocation (domain/api/AuthApi.ts). */
export const AuthHttpLive = HttpApiBuilder.group(VitrineApi, "auth", (handlers) => handlers)
