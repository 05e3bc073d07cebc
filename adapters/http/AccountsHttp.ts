import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { checkLink, setPasswordByLink } from "./accounts/links.ts"
import { checkRecoveryCode, firstAccess, recoverPassword, sendRecoveryCode } from "./accounts/recovery.ts"
import { deploymentPasswordPolicy, signUp } from "./accounts/signUp.ts"

/** Handlers of self-service before login (domain/api/AccountsApi.ts): no token. */
export const AccountsHttpLive = HttpApiBuilder.group(VitrineApi, "accounts", (handlers) =>
  handlers
    .handle("signUp", ({ payload, headers }) => signUp(payload, headers["idempotency-key"]))
    .handle("passwordPolicy", () => deploymentPasswordPolicy)
    .handle("firstAccess", ({ payload }) => firstAccess(payload))
    .handle("recoverPassword", ({ payload }) => recoverPassword(payload))
    .handle("sendRecoveryCode", ({ payload }) => sendRecoveryCode(payload))
    .handle("checkRecoveryCode", ({ payload }) => checkRecoveryCode(payload))
    .handle("checkLink", ({ params }) => checkLink(params.uidb64, params.token))
    .handle("setPasswordByLink", ({ payload }) => setPasswordByLink(payload))
)
