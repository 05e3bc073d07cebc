import { Effect } from "effect"
import { createHash } from "node:crypto"
import type { Principal } from "../../../domain/api/security.ts"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import { submitCommand } from "../commands.ts"

/**
 * The Idempotency-Key of a learner's request, as the command's id: scoped by the user, so two
 * learners who happen to pick the same key never share (nor see) each other's outcome, and by
 * the command, so one key sent to two routes is two commands rather than one route answering
 * the other's outcome.
 */
export const myCommandId = (user: Principal, type: string, key: string | undefined): string | undefined =>
  key === undefined ? undefined : `me:${user.userId}:${type}:${key}`

/** A stable id from the user and the Idempotency-Key, so a repeat finds what the first request made. */
export const idFromKey = (prefix: string, user: Principal, key: string): string =>
  `${prefix}-${createHash("sha256").update(`${user.userId}\n${key}`).digest("base64url").slice(0, 22)}`

/** A learner's own command (actor `user:<userId>`), through the one command path of the server. */
export const submitAsMe = (user: Principal, type: string, payload: Record<string, unknown>, key: string | undefined) =>
  submitCommand({ type, payload: { ...payload, userId: user.userId }, actor: { kind: "user", userId: user.userId }, idempotencyKey: myCommandId(user, type, key) })

/**
 * What an accepted command made, read back; missing only if its Idempotency-Key first went with
 * other content that made something else: `409`, as the store answers a reused event id.
 */
export const madeByCommand = <A>(made: A | undefined | null) =>
  made === undefined || made === null
    ? Effect.fail(new ApiFailure({ status: 409, code: "store.duplicate_event_id", details: {} }))
    : Effect.succeed(made)
