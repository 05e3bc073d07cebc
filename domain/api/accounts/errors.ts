import { Schema } from "effect"

// The self-service routes' own rejections (links, codes, passwords): secrets kept outside the
// log, so no decider answers them. None says whether an account exists.

/** Unknown, already used or altered: one answer, so a link reveals nothing (SPEC: "reset link invalid"). */
export class LinkInvalid extends Schema.TaggedError<LinkInvalid>()("LinkInvalid", {}) {
  get code() {
    return "account.link_invalid" as const
  }
}
export class LinkExpired extends Schema.TaggedError<LinkExpired>()("LinkExpired", {}) {
  get code() {
    return "account.link_expired" as const
  }
}
/** Wrong, expired, or never sent: one answer. */
export class CodeInvalid extends Schema.TaggedError<CodeInvalid>()("CodeInvalid", {}) {
  get code() {
    return "account.code_invalid" as const
  }
}
export class CodeAttemptsExceeded extends Schema.TaggedError<CodeAttemptsExceeded>()("CodeAttemptsExceeded", {}) {
  get code() {
    return "account.code_attempts_exceeded" as const
  }
}
/** SPEC §4: a new code waits for the countdown (300 s by default). */
export class CodeCooldown extends Schema.TaggedError<CodeCooldown>()("CodeCooldown", { retryAfterSeconds: Schema.Number }) {
  get code() {
    return "account.code_cooldown" as const
  }
}
export class PasswordMismatch extends Schema.TaggedError<PasswordMismatch>()("PasswordMismatch", {}) {
  get code() {
    return "account.password_mismatch" as const
  }
}
export class CurrentPasswordWrong extends Schema.TaggedError<CurrentPasswordWrong>()("CurrentPasswordWrong", {}) {
  get code() {
    return "account.current_password_wrong" as const
  }
}
export class NoPhone extends Schema.TaggedError<NoPhone>()("NoPhone", {}) {
  get code() {
    return "account.no_phone" as const
  }
}
export class AvatarNotImage extends Schema.TaggedError<AvatarNotImage>()("AvatarNotImage", {}) {
  get code() {
    return "account.avatar_not_image" as const
  }
}
