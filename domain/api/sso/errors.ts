import { Schema } from "effect"

/**
 * Single sign-on's refusals (DESIGN §7 "The deployment's face"): each a stable code with its
 * text in every catalogue. `provider` is the button's label ("Google", "Azure"), for the message.
 */
export class SsoUnknownIssuer extends Schema.TaggedError<SsoUnknownIssuer>()("SsoUnknownIssuer", { issuerId: Schema.String }) {
  get code() { return "sso.issuer_not_found" as const }
}
/** A callback whose `state` was never handed out, was already used, or has expired: nothing is exchanged. */
export class SsoInvalidState extends Schema.TaggedError<SsoInvalidState>()("SsoInvalidState", {}) {
  get code() { return "sso.invalid_state" as const }
}
/** The provider could not be reached, refused the code (a replay), or answered something we cannot trust. */
export class SsoProviderFailed extends Schema.TaggedError<SsoProviderFailed>()("SsoProviderFailed", { provider: Schema.String }) {
  get code() { return "sso.provider_failed" as const }
}
/** SPEC §8 "Sem perfil cadastrado…": no approved account has the provider's verified e-mail. */
export class SsoNoProfile extends Schema.TaggedError<SsoNoProfile>()("SsoNoProfile", {}) {
  get code() { return "sso.no_profile" as const }
}
/** The callback came without the learner app's OAuth client credentials (HTTP Basic, as `/o/token/`). */
export class SsoInvalidClient extends Schema.TaggedError<SsoInvalidClient>()("SsoInvalidClient", {}) {
  get code() { return "sso.invalid_client" as const }
}

/** The public showcase knows published courses only: a draft, an archived or an unknown course is not found. */
export class ShowcaseCourseNotFound extends Schema.TaggedError<ShowcaseCourseNotFound>()("ShowcaseCourseNotFound", { courseId: Schema.String }) {
  get code() { return "showcase.not_found" as const }
}
/** No hotsite promotes a running campaign of the learner's country. */
export class HotsiteNotFound extends Schema.TaggedError<HotsiteNotFound>()("HotsiteNotFound", {}) {
  get code() { return "hotsite.not_found" as const }
}
