import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { LoginConfig } from "../branding/schemas.ts"
import { ClientErrorReport, ClientThemeInput, LoginConfigAnswer } from "./branding/schemas.ts"
import { Authentication } from "./security.ts"

/**
 * The deployment's face (DESIGN §7), public half: the login configuration read before anyone logs
 * in, its logos and backgrounds, and the apps' reports of their own errors. No token.
 */
export const BrandingPublicApi = HttpApiGroup.make("brandingPublic").add(
  // Answered with an ETag and `no-cache`: a browser keeps it and asks again with `If-None-Match` (304).
  HttpApiEndpoint.get("loginConfig", "/api/login-config", { success: LoginConfigAnswer }),
  // A logo or background the configuration (or a client theme) names; any other file id is a 404.
  HttpApiEndpoint.get("brandingFile", "/api/login-config/files/:fileId", {
    params: { fileId: Schema.String.check(Schema.isMaxLength(64)) },
    success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array())
  }),
  HttpApiEndpoint.post("reportClientError", "/api/client-errors", { payload: ClientErrorReport, success: HttpApiSchema.NoContent })
)

/** The superuser's half: the configuration as saved, and its two commands. */
export const BrandingAdminApi = HttpApiGroup.make("brandingAdmin")
  .add(
    HttpApiEndpoint.get("adminLoginConfig", "/api/admin/branding/login-config", { success: LoginConfigAnswer }),
    HttpApiEndpoint.put("configureLogin", "/api/admin/branding/login-config", { payload: LoginConfig, success: LoginConfigAnswer }),
    HttpApiEndpoint.put("brandClient", "/api/admin/branding/clients/:clientId", { params: { clientId: Schema.String.check(Schema.isMaxLength(64)) }, payload: ClientThemeInput, success: LoginConfigAnswer })
  )
  .middleware(Authentication)
