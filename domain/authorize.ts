import type { Actor, StreamRef, Tagged } from "./shared/decider.ts"
import type { DomainError } from "./shared/errors.ts"
import { AccountBlockedError, AccountNotApproved, Forbidden } from "./account/errors.ts"
import { type AccountState } from "./account/state.ts"
import { account } from "./account/aggregate.ts"
import type { Role } from "./account/events.ts"

/**
 * Who may issue a command. `self`: a learner about themself (admins and the system too;
 * a user signs up only as a learner);
 * `admin`/`auditor`: an approved, unblocked account with that role; `system`: the programme's
 * own scheduled and set-up work only; `instructor`: an admin or an instructor (whose own classes
 * the command's decision checks: the class says who teaches it).
 */
export type Access = "self" | "admin" | "auditor" | "instructor" | "system"

/** Who a command is about when its payload has no `userId` (an attempt's owner, say). */
export type Subject = (command: Tagged, load: <S>(ref: StreamRef<S>) => S) => string | undefined

const rolesFor: Readonly<Record<Exclude<Access, "self" | "system">, ReadonlyArray<Role>>> = {
  admin: ["admin"],
  auditor: ["admin", "auditor"],
  instructor: ["admin", "instructor"]
}

const label = (actor: Actor) => (actor.kind === "system" ? "system" : `${actor.kind}:${actor.userId}`)

const activeAccount = (userId: string, s: AccountState): DomainError | undefined =>
  !s.exists
    ? new AccountNotApproved({ userId })
    : s.status === "blocked"
      ? new AccountBlockedError({ userId })
      : s.status !== "approved"
        ? new AccountNotApproved({ userId })
        : undefined

export const makeAuthorize =
  (accessOf: (tag: string) => Access, subjectOf: (tag: string) => Subject | undefined = () => undefined) =>
  (command: Tagged, actor: Actor, load: <S>(ref: StreamRef<S>) => S): DomainError | undefined => {
    if (actor.kind === "system") return undefined
    const access = accessOf(command._tag)
    // Built only when answered: an error captures a stack trace, dear on every command.
    const forbidden = () => new Forbidden({ actor: label(actor), command: command._tag })
    if (access === "system") return forbidden()
    const subject = subjectOf(command._tag)?.(command, load) ?? (command as { userId?: string }).userId
    // Acting on every country is granted by the programme itself, never by an account.
    if (command._tag === "RegisterAccount" && (command as { superuser?: boolean }).superuser === true) return forbidden()
    if (actor.kind === "user") {
      if (access !== "self" || subject !== actor.userId) return forbidden()
      // Signing up is the one thing a user does before an account exists, and only as a
      // learner: admin, auditor and operator roles are given by an admin or the programme.
      if (command._tag === "RegisterAccount") return (command as { role?: Role }).role === "learner" ? undefined : forbidden()
      if (command._tag === "SignUp") return undefined
      return activeAccount(actor.userId, load(account(actor.userId)))
    }
    const who = load(account(actor.userId))
    const inactive = activeAccount(actor.userId, who)
    if (inactive) return inactive
    if (!who.exists) return forbidden()
    if (access === "self") return who.role === "admin" ? undefined : forbidden()
    return rolesFor[access].includes(who.role) ? undefined : forbidden()
  }
