import { Schema } from "effect"

export class AccountAlreadyExists extends Schema.TaggedError<AccountAlreadyExists>()("AccountAlreadyExists", { userId: Schema.String }) {
  get code() {
    return "account.already_exists" as const
  }
}
export class AccountNotFound extends Schema.TaggedError<AccountNotFound>()("AccountNotFound", { userId: Schema.String }) {
  get code() {
    return "account.not_found" as const
  }
}
export class InvalidDocument extends Schema.TaggedError<InvalidDocument>()("InvalidDocument", { country: Schema.String }) {
  get code() {
    return "account.invalid_document" as const
  }
}
export class DocumentAlreadyRegistered extends Schema.TaggedError<DocumentAlreadyRegistered>()("DocumentAlreadyRegistered", { country: Schema.String }) {
  get code() {
    return "account.document_taken" as const
  }
}
export class InvalidEmail extends Schema.TaggedError<InvalidEmail>()("InvalidEmail", {}) {
  get code() {
    return "account.invalid_email" as const
  }
}
/**
 * Carries the day it was compared with, not the birthday: a rejection's details are kept for
 * good in the idempotency record, where personal data must not go (DESIGN §3).
 */
export class BirthdayNotInPast extends Schema.TaggedError<BirthdayNotInPast>()("BirthdayNotInPast", { today: Schema.String }) {
  get code() {
    return "account.birthday_not_past" as const
  }
}
export class AccountNotApproved extends Schema.TaggedError<AccountNotApproved>()("AccountNotApproved", { userId: Schema.String }) {
  get code() {
    return "account.not_approved" as const
  }
}
export class AccountAlreadyApproved extends Schema.TaggedError<AccountAlreadyApproved>()("AccountAlreadyApproved", { userId: Schema.String }) {
  get code() {
    return "account.already_approved" as const
  }
}
export class AccountBlockedError extends Schema.TaggedError<AccountBlockedError>()("AccountBlockedError", { userId: Schema.String }) {
  get code() {
    return "account.blocked" as const
  }
}
export class AccountNotBlocked extends Schema.TaggedError<AccountNotBlocked>()("AccountNotBlocked", { userId: Schema.String }) {
  get code() {
    return "account.not_blocked" as const
  }
}
/** The actor may not issue this command (wrong role, or about another user). */
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", { actor: Schema.String, command: Schema.String }) {
  get code() {
    return "auth.forbidden" as const
  }
}
/** The personal data a rule needs (e.g. the birthday) is missing or was erased. */
export class PersonalDataMissing extends Schema.TaggedError<PersonalDataMissing>()("PersonalDataMissing", { userId: Schema.String }) {
  get code() {
    return "account.personal_data_missing" as const
  }
}

/** A password below the client's strength level (SPEC §5, DESIGN §4.7); `missing` names what it lacks. */
export class PasswordTooWeak extends Schema.TaggedError<PasswordTooWeak>()("PasswordTooWeak", {
  strength: Schema.String,
  minLength: Schema.Number,
  missing: Schema.Array(Schema.String)
}) {
  get code() {
    return "account.password_too_weak" as const
  }
}

/** One entry per failing field of a form (SPEC §5); no value of the form, only names and codes. */
export const FieldIssueSchema = Schema.Struct({ field: Schema.String, code: Schema.String })

/** SPEC §5's form-wide message ("fill the form correctly"), with what each field broke. */
export class FormInvalid extends Schema.TaggedError<FormInvalid>()("FormInvalid", { fields: Schema.Array(FieldIssueSchema) }) {
  get code() {
    return "account.form_invalid" as const
  }
}
export class AccountAlreadyErased extends Schema.TaggedError<AccountAlreadyErased>()("AccountAlreadyErased", { userId: Schema.String }) {
  get code() {
    return "account.already_erased" as const
  }
}
/** The name typed to confirm a deletion is not the account's (SPEC §5). */
export class DeletionNameMismatch extends Schema.TaggedError<DeletionNameMismatch>()("DeletionNameMismatch", {}) {
  get code() {
    return "account.deletion_name_mismatch" as const
  }
}

// The codes a field of a form may fail with (inside `account.form_invalid`'s `fields`).
export class FieldRequired extends Schema.TaggedError<FieldRequired>()("FieldRequired", {}) {
  get code() {
    return "input.required" as const
  }
}
export class TextTooLong extends Schema.TaggedError<TextTooLong>()("TextTooLong", {}) {
  get code() {
    return "input.too_long" as const
  }
}
export class EmailMismatch extends Schema.TaggedError<EmailMismatch>()("EmailMismatch", {}) {
  get code() {
    return "account.email_mismatch" as const
  }
}
export class BirthdayInvalid extends Schema.TaggedError<BirthdayInvalid>()("BirthdayInvalid", {}) {
  get code() {
    return "account.birthday_invalid" as const
  }
}
export class UnderAge extends Schema.TaggedError<UnderAge>()("UnderAge", {}) {
  get code() {
    return "account.under_age" as const
  }
}
export class InvalidPhone extends Schema.TaggedError<InvalidPhone>()("InvalidPhone", {}) {
  get code() {
    return "account.invalid_phone" as const
  }
}
export class TermsNotAccepted extends Schema.TaggedError<TermsNotAccepted>()("TermsNotAccepted", {}) {
  get code() {
    return "account.terms_not_accepted" as const
  }
}

/** Rejecting (or approving) an account that is not awaiting approval: already approved, rejected, blocked. */
export class AccountNotAwaitingApproval extends Schema.TaggedError<AccountNotAwaitingApproval>()("AccountNotAwaitingApproval", { userId: Schema.String }) {
  get code() {
    return "account.not_awaiting_approval" as const
  }
}
