import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, Text } from "../shared/schemas.ts"

export const Role = Schema.Literals(["learner", "admin", "auditor", "operator", "instructor"])
export type Role = typeof Role.Type

/** Personal data (name, document, e-mail, birthday) stays out of the log: see DESIGN §3. */
export class AccountRegistered extends Schema.TaggedClass<AccountRegistered>()("AccountRegistered", {
  userId: Id,
  country: CountryCode,
  role: Role,
  /** Absent on accounts registered before superusers existed: false. */
  superuser: Schema.optional(Schema.Boolean),
  /** `sign_up`: the person signed up on their own (`POST /api/accounts`); absent: registered by the programme. */
  origin: Schema.optionalKey(Schema.Literal("sign_up"))
}) {}

export class AccountApproved extends Schema.TaggedClass<AccountApproved>()("AccountApproved", { userId: Id }) {}

export class AccountBlocked extends Schema.TaggedClass<AccountBlocked>()("AccountBlocked", {
  userId: Id,
  reason: Text
}) {}

export class AccountUnblocked extends Schema.TaggedClass<AccountUnblocked>()("AccountUnblocked", { userId: Id }) {}

/** The holder changed their profile; what changed lives in `personal_data`, never here (DESIGN §3). */
export class ProfileChanged extends Schema.TaggedClass<ProfileChanged>()("ProfileChanged", { userId: Id }) {}

/**
 * The account's personal data was erased at the holder's request (LGPD, GDPR): the log keeps
 * every fact under the id, and this event says the person behind it is gone for good.
 */
export class AccountErased extends Schema.TaggedClass<AccountErased>()("AccountErased", { userId: Id }) {}

/** An admin refused a sign-up awaiting approval (issue 41 item 15): final, with the reason given. */
export class SignUpRejected extends Schema.TaggedClass<SignUpRejected>()("SignUpRejected", {
  userId: Id,
  reason: Text
}) {}

export type AccountEvent = AccountRegistered | AccountApproved | AccountBlocked | AccountUnblocked | ProfileChanged | AccountErased | SignUpRejected
