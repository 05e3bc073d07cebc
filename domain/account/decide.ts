import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { timeZoneOf } from "../rules/countries.ts"
import { localDate } from "../rules/dates.ts"
import { isValidDocument, isValidEmail, normalizeDocument } from "../rules/documents.ts"
import { ApproveAccount, BlockAccount, RegisterAccount, UnblockAccount } from "./commands.ts"
import {
  AccountAlreadyApproved,
  AccountAlreadyExists,
  AccountBlockedError,
  AccountNotBlocked,
  AccountNotFound,
  BirthdayNotInPast,
  DocumentAlreadyRegistered,
  InvalidDocument,
  InvalidEmail
} from "./errors.ts"
import { AccountApproved, AccountBlocked, AccountRegistered, AccountUnblocked } from "./events.ts"
import { account } from "./aggregate.ts"

export const registerAccount = defineCommand<RegisterAccount, Lookups>({
  schema: RegisterAccount,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      if (states.of(account(c.userId)).exists) return yield* new AccountAlreadyExists({ userId: c.userId })
      if (!isValidDocument(c.country, c.document)) return yield* new InvalidDocument({ country: c.country })
      if (ctx.lookups.documentTaken(c.country, normalizeDocument(c.country, c.document))) {
        return yield* new DocumentAlreadyRegistered({ country: c.country })
      }
      if (!isValidEmail(c.email)) return yield* new InvalidEmail({})
      const today = localDate(ctx.now, timeZoneOf(c.country))
      if (c.birthday >= today) return yield* new BirthdayNotInPast({ today })
      return [new AccountRegistered({ userId: c.userId, country: c.country, role: c.role, ...(c.superuser ? { superuser: true } : {}) })]
    })
})

export const approveAccount = defineCommand<ApproveAccount, Lookups>({
  schema: ApproveAccount,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(account(c.userId))
      if (!s.exists) return yield* new AccountNotFound({ userId: c.userId })
      if (s.status === "blocked") return yield* new AccountBlockedError({ userId: c.userId })
      if (s.status === "approved") return yield* new AccountAlreadyApproved({ userId: c.userId })
      return [new AccountApproved({ userId: c.userId })]
    })
})

export const blockAccount = defineCommand<BlockAccount, Lookups>({
  schema: BlockAccount,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(account(c.userId))
      if (!s.exists) return yield* new AccountNotFound({ userId: c.userId })
      if (s.status === "blocked") return yield* new AccountBlockedError({ userId: c.userId })
      return [new AccountBlocked({ userId: c.userId, reason: c.reason })]
    })
})

export const unblockAccount = defineCommand<UnblockAccount, Lookups>({
  schema: UnblockAccount,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(account(c.userId))
      if (!s.exists) return yield* new AccountNotFound({ userId: c.userId })
      if (s.status !== "blocked") return yield* new AccountNotBlocked({ userId: c.userId })
      return [new AccountUnblocked({ userId: c.userId })]
    })
})
