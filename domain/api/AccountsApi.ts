import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import {
  Accepted,
  CodeSent,
  FirstAccessRequest,
  LinkInfo,
  LinkParts,
  NewPasswordByLink,
  PasswordPolicy,
  PasswordSet,
  RecoveryCodeCheck,
  RecoveryCodeRequest,
  RecoveryRequest,
  SignUpAccepted,
  SignUpRequest
} from "./accounts/schemas.ts"
import { CommandHeaders } from "./me/lists.ts"

const accepted = Accepted.pipe(HttpApiSchema.status(202))

/**
 * Account self-service before login (DESIGN §5.2): no token. The answers of first access,
 * recovery and code requests never say whether an account exists (adapters/http/README.md).
 */
export const AccountsApi = HttpApiGroup.make("accounts")
  .add(HttpApiEndpoint.post("signUp", "/api/accounts", { headers: CommandHeaders, payload: SignUpRequest, success: SignUpAccepted.pipe(HttpApiSchema.status(201)) }))
  .add(HttpApiEndpoint.get("passwordPolicy", "/api/accounts/password-policy", { success: PasswordPolicy }))
  .add(HttpApiEndpoint.post("firstAccess", "/api/accounts/first-access", { payload: FirstAccessRequest, success: accepted }))
  .add(HttpApiEndpoint.post("recoverPassword", "/api/accounts/password-recovery", { payload: RecoveryRequest, success: accepted }))
  .add(HttpApiEndpoint.post("sendRecoveryCode", "/api/accounts/password-recovery/code", { payload: RecoveryCodeRequest, success: CodeSent.pipe(HttpApiSchema.status(202)) }))
  .add(HttpApiEndpoint.post("checkRecoveryCode", "/api/accounts/password-recovery/code/verify", { payload: RecoveryCodeCheck, success: LinkParts }))
  .add(
    HttpApiEndpoint.get("checkLink", "/api/accounts/links/:uidb64/:token", {
      params: { uidb64: Schema.String.check(Schema.isMaxLength(512)), token: Schema.String.check(Schema.isMaxLength(512)) },
      success: LinkInfo
    })
  )
  .add(HttpApiEndpoint.post("setPasswordByLink", "/api/accounts/password", { payload: NewPasswordByLink, success: PasswordSet }))
