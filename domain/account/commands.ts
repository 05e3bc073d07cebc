import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, LocalDate, NonEmptyText } from "../shared/schemas.ts"
import { Role } from "./events.ts"
import { ProfileFields, SignUpFields } from "./profile.ts"

export class RegisterAccount extends Schema.TaggedClass<RegisterAccount>()("RegisterAccount", {
  userId: Id,
  country: CountryCode,
  document: NonEmptyText,
  email: NonEmptyText,
  fullName: NonEmptyText,
  birthday: LocalDate,
  role: Role,
  /** Acts on every country's records (DESIGN §5.3); only the programme itself (`system`) grants it. */
  superuser: Schema.optional(Schema.Boolean)
}) {}

export class ApproveAccount extends Schema.TaggedClass<ApproveAccount>()("ApproveAccount", { userId: Id }) {}

export class BlockAccount extends Schema.TaggedClass<BlockAccount>()("BlockAccount", {
  userId: Id,
  reason: NonEmptyText
}) {}

/** Refuses an account awaiting approval, with a reason: it is never approved afterwards. */
export class RejectSignUp extends Schema.TaggedClass<RejectSignUp>()("RejectSignUp", {
  userId: Id,
  reason: NonEmptyText
}) {}

export class UnblockAccount extends Schema.TaggedClass<UnblockAccount>()("UnblockAccount", { userId: Id }) {}

/** A person signs up on their own (`POST /api/accounts`): a learner, awaiting approval. */
export class SignUp extends Schema.TaggedClass<SignUp>()("SignUp", { userId: Id, ...SignUpFields }) {}

/** The holder edits their profile (`PUT /api/me/profile`) under the rules of sign-up. */
export class ChangeProfile extends Schema.TaggedClass<ChangeProfile>()("ChangeProfile", { userId: Id, ...ProfileFields }) {}

/**
 * Erases the account's personal data. The holder confirms by typing their full name;
 * the programme itself (re-applying an erasure after a restore) needs no confirmation.
 */
export class EraseAccount extends Schema.TaggedClass<EraseAccount>()("EraseAccount", {
  userId: Id,
  fullName: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(4096)))
}) {}
