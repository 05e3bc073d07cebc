import { Schema } from "effect"
import { locales } from "../i18n/catalogue.ts"
import { passwordStrengths } from "../rules/passwords.ts"
import { Id, ListOf, NonEmptyText, Text } from "../shared/schemas.ts"

/** A colour as CSS writes it, `#rrggbb`: nothing else reaches the generated stylesheet (no CSS injection). */
export const HexColor = Schema.String.check(Schema.isPattern(/^#[0-9a-fA-F]{6}$/))

/**
 * A theme's colours: `primary` fills buttons and marks links, `onPrimary` is the text on it;
 * `text` is written on `background`. Every pair that carries text is held to WCAG AA (decide.ts).
 */
export const ThemeColors = Schema.Struct({
  primary: HexColor,
  onPrimary: HexColor,
  background: HexColor,
  text: HexColor
})
export type ThemeColors = typeof ThemeColors.Type

export const BrandingLanguage = Schema.Literals(locales)

/** A logo per language (SPEC §3: pt, en, es, fr), a narrower one for phones when given; files of the files API. */
export const LogoSet = Schema.Struct({ desktop: Schema.optionalKey(Id), mobile: Schema.optionalKey(Id) })
export const Logos = Schema.Struct({
  pt: Schema.optionalKey(LogoSet),
  en: Schema.optionalKey(LogoSet),
  es: Schema.optionalKey(LogoSet),
  fr: Schema.optionalKey(LogoSet)
})

/** A maintenance message per language; learners read theirs, else the Portuguese one. */
export const Maintenance = Schema.Struct({
  on: Schema.Boolean,
  message: Schema.Struct({ pt: Schema.optionalKey(Text), en: Schema.optionalKey(Text), es: Schema.optionalKey(Text), fr: Schema.optionalKey(Text) }),
  /** What `Retry-After` tells learners' clients: between a minute and a day. */
  retryAfterSeconds: Schema.Int.check(Schema.isGreaterThanOrEqualTo(60), Schema.isLessThanOrEqualTo(86_400))
})

/** The sign-up form's optional fields the deployment asks for (SPEC §3 "register fields"). */
export const SignUpField = Schema.Literals(["document", "birthday", "phone", "gender", "store", "agency", "nickname"])

/** A single sign-on button (SPEC §3 `show_azure_login_btn`, oauth2): an issuer configured by its id. */
export const SsoButton = Schema.Struct({ issuerId: Id, label: NonEmptyText, kind: Schema.Literals(["azure", "google", "oidc"]) })

export const CookieSettings = Schema.Struct({
  type: Schema.Literals(["banner", "modal"]),
  optional: ListOf(Schema.Literals(["analytics", "marketing", "preferences"]), 3)
})

/** SPEC §3's login configuration, as the console sends it and `GET /api/login-config` answers it. */
export const LoginConfigFields = {
  title: NonEmptyText,
  colors: ThemeColors,
  logos: Logos,
  backgrounds: Schema.Struct({ desktop: Schema.optionalKey(Id), mobile: Schema.optionalKey(Id) }),
  defaultLanguage: BrandingLanguage,
  signUpFields: ListOf(SignUpField, 7),
  passwordStrength: Schema.Literals(passwordStrengths),
  recaptcha: Schema.Boolean,
  cookies: CookieSettings,
  maintenance: Maintenance,
  ssoButtons: ListOf(SsoButton, 8),
  /** The support channel shown on the login screen (an address or a link), if any. */
  support: Schema.optionalKey(Text)
}
export const LoginConfig = Schema.Struct(LoginConfigFields).annotate({ identifier: "LoginConfig" })
export type LoginConfig = typeof LoginConfig.Type

/** A client company's own face once the learner picks it: its colours and logo. */
export const ClientThemeFields = { clientId: Id, colors: ThemeColors, logoFileId: Schema.optionalKey(Id) }
