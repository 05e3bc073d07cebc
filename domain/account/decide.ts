import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { timeZoneOf } from "../rules/countries.ts"
import { localDate } from "../rules/dates.ts"
import { isValidDocument, isValidEmail, normalizeDocument } from "../rules/documents.ts"
import { ApproveAccount, BlockAccount, ChangeProfile, EraseAccount, RegisterAccount, RejectSignUp, SignUp, UnblockAccount } from "./commands.ts"
import {
  AccountAlreadyApproved,
  AccountAlreadyErased,
  AccountAlreadyExists,
  AccountBlockedError,
  AccountNotAwaitingApproval,
  AccountNotBlocked,
  AccountNotFound,
  BirthdayNotInPast,
  DeletionNameMismatch,
  DocumentAlreadyRegistered,
  FormInvalid,
  InvalidDocument,
  InvalidEmail,
  PersonalDataMissing
} from "./errors.ts"
import { AccountApproved, AccountBlocked, AccountErased, AccountRegistered, AccountUnblocked, ProfileChanged, SignUpRejected } from "./events.ts"
import { profileIssues, signUpIssues } from "./profile.ts"
import { nameConfirms } from "./selfService.ts"
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
      if (s.status === "erased") return yield* new AccountAlreadyErased({ userId: c.userId })
      if (s.status === "blocked") return yield* new AccountBlockedError({ userId: c.userId })
      if (s.status === "approved") return yield* new AccountAlreadyApproved({ userId: c.userId })
      // A rejected sign-up stays rejected: the person signs up again, or an admin registers them.
      if (s.status === "rejected") return yield* new AccountNotAwaitingApproval({ userId: c.userId })
      return [new AccountApproved({ userId: c.userId })]
    })
})

export const rejectSignUp = defineCommand<RejectSignUp, Lookups>({
  schema: RejectSignUp,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(account(c.userId))
      if (!s.exists) return yield* new AccountNotFound({ userId: c.userId })
      if (s.status === "erased") return yield* new AccountAlreadyErased({ userId: c.userId })
      if (s.status !== "awaiting_approval") return yield* new AccountNotAwaitingApproval({ userId: c.userId })
      return [new SignUpRejected({ userId: c.userId, reason: c.reason })]
    })
})

export const blockAccount = defineCommand<BlockAccount, Lookups>({
  schema: BlockAccount,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(account(c.userId))
      if (!s.exists) return yield* new AccountNotFound({ userId: c.userId })
      if (s.status === "erased") return yield* new AccountAlreadyErased({ userId: c.userId })
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

/** Self-service sign-up (DESIGN §5.2): every field rule of SPEC §5 at once; a learner awaiting approval. */
export const signUp = defineCommand<SignUp, Lookups>({
  schema: SignUp,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      if (states.of(account(c.userId)).exists) return yield* new AccountAlreadyExists({ userId: c.userId })
      const fields = signUpIssues(c, ctx.now, ctx.lookups.documentTaken)
      if (fields.length > 0) return yield* new FormInvalid({ fields })
      return [new AccountRegistered({ userId: c.userId, country: c.country, role: "learner", origin: "sign_up" })]
    })
})

export const changeProfile = defineCommand<ChangeProfile, Lookups>({
  schema: ChangeProfile,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = states.of(account(c.userId))
      if (!s.exists) return yield* new AccountNotFound({ userId: c.userId })
      if (s.status === "erased") return yield* new AccountAlreadyErased({ userId: c.userId })
      const person = ctx.lookups.personOf(c.userId)
      if (person === undefined) return yield* new PersonalDataMissing({ userId: c.userId })
      const fields = profileIssues(c, { country: s.country, now: ctx.now, currentEmail: person.email })
      if (fields.length > 0) return yield* new FormInvalid({ fields })
      return [new ProfileChanged({ userId: c.userId })]
    })
})

/**
 * The holder types their full name to confirm (SPEC §5); an erasure the programme re-applies
 * (after a restore) has no one to type it. Erased once: the person is gone, the id stays.
 */
export const eraseAccount = defineCommand<EraseAccount, Lookups>({
  schema: EraseAccount,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = states.of(account(c.userId))
      if (!s.exists) return yield* new AccountNotFound({ userId: c.userId })
      if (s.status === "erased") return yield* new AccountAlreadyErased({ userId: c.userId })
      // The holder always confirms with their name; an admin who erases on their behalf confirms the
      // same way (the console's contract); only the programme re-applying an erasure sends none.
      if (ctx.actor.kind === "user" || c.fullName !== undefined) {
        const person = ctx.lookups.personOf(c.userId)
        if (c.fullName === undefined || person === undefined || !nameConfirms(c.fullName, person.fullName)) return yield* new DeletionNameMismatch({})
      }
      return [new AccountErased({ userId: c.userId })]
    })
})
