import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, Text } from "../shared/schemas.ts"

export const Role = Schema.Literals(["learner", "admin", "auditor", "operator"])
export type Role = typeof Role.Type

/** Personal data (name, document, e-mail, birthday) stays out of the log: see DESIGN §3. */
export class AccountRegistered extends Schema.TaggedClass<AccountRegistered>()("AccountRegistered", {
  userId: Id,
  country: CountryCode,
  role: Role,
  /** Absent on accounts registered before superusers existed: false. */
  superuser: Schema.optional(Schema.Boolean)
}) {}

export class AccountApproved extends Schema.TaggedClass<AccountApproved>()("AccountApproved", { userId: Id }) {}

export class AccountBlocked extends Schema.TaggedClass<AccountBlocked>()("AccountBlocked", {
  userId: Id,
  reason: Text
}) {}

export class AccountUnblocked extends Schema.TaggedClass<AccountUnblocked>()("AccountUnblocked", { userId: Id }) {}

export type AccountEvent = AccountRegistered | AccountApproved | AccountBlocked | AccountUnblocked
