import { Effect } from "effect"
import { createHash, randomBytes } from "node:crypto"
import type { SignUpRequest } from "../../../domain/api/accounts/schemas.ts"
import { passwordPolicy } from "../../accounts/passwordPolicy.ts"
import { submitCommand } from "../commands.ts"
import { requestLocale } from "../errors.ts"
import { ServerContext } from "../ServerContext.ts"
import { clientAddress, countAgainst, withFieldMessages } from "./guards.ts"

/**
 * The new account's id: derived from the Idempotency-Key when one is sent (a repeat finds the
 * account the first request made), else random. Never from the person's data.
 */
const newUserId = (key: string | undefined): string =>
  `u-${key === undefined ? randomBytes(9).toString("base64url") : createHash("sha256").update(`sign-up\n${key}`).digest("base64url").slice(0, 12)}`

/** `POST /api/accounts`: a learner's account awaiting approval, every field rule answered at once. */
export const signUp = (payload: typeof SignUpRequest.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const { selfService, settings, now } = yield* ServerContext
    yield* countAgainst(selfService.signUps, [`sign-up:${yield* clientAddress}`], now())
    const { language, ...form } = payload
    const userId = newUserId(key)
    yield* submitCommand({
      type: "SignUp",
      payload: { ...form, userId },
      actor: { kind: "user", userId },
      idempotencyKey: key === undefined ? undefined : `sign-up:${key}`
    }).pipe(withFieldMessages)
    if (language !== undefined) settings.setLanguage(userId, language)
    return { userId, status: "awaiting_approval" as const }
  })

/** Before login: the deployment's strictest level, with its rule in the request's language. */
export const deploymentPasswordPolicy = Effect.gen(function* () {
  const { selfService } = yield* ServerContext
  return passwordPolicy(selfService.people.deploymentStrength(), yield* requestLocale)
})
