import { Effect } from "effect"
import { AccountBlockedError, AccountNotApproved, AccountNotFound } from "./errors.ts"
import type { AccountState } from "./state.ts"

/** A blocked user loses programme access; an unapproved one never had it. */
export const requireActive = (userId: string, s: AccountState) =>
  !s.exists
    ? Effect.fail(new AccountNotFound({ userId }))
    : s.status === "blocked"
      ? Effect.fail(new AccountBlockedError({ userId }))
      : s.status !== "approved"
        ? Effect.fail(new AccountNotApproved({ userId }))
        : Effect.succeed(s)
