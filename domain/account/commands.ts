import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, LocalDate, NonEmptyText } from "../shared/schemas.ts"
import { Role } from "./events.ts"

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

export class UnblockAccount extends Schema.TaggedClass<UnblockAccount>()("UnblockAccount", { userId: Id }) {}
