import { Schema } from "effect"
import { ProfileExtras, ProfileFields, SignUpFields } from "../../account/profile.ts"
import { locales } from "../../i18n/catalogue.ts"
import { passwordStrengths } from "../../rules/passwords.ts"

const Short = Schema.String.check(Schema.isMaxLength(512))
const Secret = Schema.String.check(Schema.isMaxLength(1024))

/** `POST /api/accounts`: the sign-up form (SPEC §3 fields, §5 rules); the id is the server's. */
export const SignUpRequest = Schema.Struct({ ...SignUpFields, language: Schema.optionalKey(Schema.Literals(locales)) }).annotate({
  identifier: "SignUpRequest"
})
export const SignUpAccepted = Schema.Struct({ userId: Schema.String, status: Schema.Literal("awaiting_approval") }).annotate({ identifier: "SignUpAccepted" })

export const Accepted = Schema.Struct({ status: Schema.Literal("accepted") }).annotate({ identifier: "Accepted" })

export const LoginKind = Schema.Literals(["email", "document", "username"])

/** A login as a person remembers it; a document needs its country (documents are unique per country). */
const Login = { by: LoginKind, value: Short, country: Schema.optionalKey(Short) }

export const FirstAccessRequest = Schema.Struct({ login: Short, country: Schema.optionalKey(Short) }).annotate({ identifier: "FirstAccessRequest" })
export const RecoveryRequest = Schema.Struct(Login).annotate({ identifier: "RecoveryRequest" })

export const Channel = Schema.Literals(["sms", "whatsapp"])
export const RecoveryCodeRequest = Schema.Struct({ ...Login, phone: Short, channel: Channel }).annotate({ identifier: "RecoveryCodeRequest" })
export const CodeSent = Schema.Struct({
  status: Schema.Literal("accepted"),
  retryAfterSeconds: Schema.Number,
  expiresInSeconds: Schema.Number
}).annotate({ identifier: "CodeSent" })
export const RecoveryCodeCheck = Schema.Struct({ ...Login, code: Short }).annotate({ identifier: "RecoveryCodeCheck" })

/** A link's three path parts: the screen goes to `recover-password/{username}/{uidb64}/{token}`. */
export const LinkParts = Schema.Struct({ username: Schema.String, uidb64: Schema.String, token: Schema.String }).annotate({ identifier: "LinkParts" })

export const PasswordPolicy = Schema.Struct({
  strength: Schema.Literals(passwordStrengths),
  minLength: Schema.Number,
  requirements: Schema.Array(Schema.String),
  description: Schema.String
}).annotate({ identifier: "PasswordPolicy" })

export const LinkInfo = Schema.Struct({
  username: Schema.String,
  purpose: Schema.Literals(["set_password", "recover_password"]),
  expiresAt: Schema.String,
  passwordPolicy: PasswordPolicy
}).annotate({ identifier: "LinkInfo" })

export const NewPasswordByLink = Schema.Struct({
  username: Short,
  uidb64: Short,
  token: Short,
  password: Secret,
  passwordConfirmation: Secret
}).annotate({ identifier: "NewPasswordByLink" })
export const PasswordSet = Schema.Struct({ status: Schema.Literal("password_set"), username: Schema.String }).annotate({ identifier: "PasswordSet" })

// ——— /api/me ———

export const ProfileUpdate = Schema.Struct(ProfileFields).annotate({ identifier: "ProfileUpdate" })

export const Notifications = Schema.Struct({ email: Schema.Boolean, sms: Schema.Boolean, whatsapp: Schema.Boolean, push: Schema.Boolean }).annotate({
  identifier: "Notifications"
})

export const Profile = Schema.Struct({
  userId: Schema.String,
  country: Schema.String,
  status: Schema.String,
  fullName: Schema.String,
  email: Schema.String,
  document: Schema.String,
  birthday: Schema.String,
  cellphone: Schema.NullOr(Schema.String),
  phoneVerified: Schema.Boolean,
  ...ProfileExtras.mapFields((f) => ({ ...f, address: Schema.optionalKey(f.address) })).fields,
  avatarFileId: Schema.NullOr(Schema.String),
  notifications: Notifications,
  language: Schema.NullOr(Schema.String)
}).annotate({ identifier: "Profile" })

export const AvatarChoice = Schema.Struct({ fileId: Short }).annotate({ identifier: "AvatarChoice" })

export const PasswordChange = Schema.Struct({ currentPassword: Secret, password: Secret, passwordConfirmation: Secret }).annotate({ identifier: "PasswordChange" })
export const PasswordChanged = Schema.Struct({ status: Schema.Literal("password_changed") }).annotate({ identifier: "PasswordChanged" })

export const PhoneState = Schema.Struct({
  phone: Schema.NullOr(Schema.String),
  verified: Schema.Boolean,
  pendingPhone: Schema.NullOr(Schema.String),
  /** Seconds before another code may be sent: the screen's countdown (0: now). */
  retryAfterSeconds: Schema.Number
}).annotate({ identifier: "PhoneState" })

export const PhoneVerificationRequest = Schema.Struct({ phone: Schema.optionalKey(Short), channel: Channel }).annotate({ identifier: "PhoneVerificationRequest" })
export const PhoneCodeSent = Schema.Struct({
  sentTo: Schema.String,
  channel: Channel,
  expiresInSeconds: Schema.Number,
  retryAfterSeconds: Schema.Number
}).annotate({ identifier: "PhoneCodeSent" })
export const PhoneCode = Schema.Struct({ code: Short }).annotate({ identifier: "PhoneCode" })

export const DeletionRequest = Schema.Struct({ fullName: Short }).annotate({ identifier: "DeletionRequest" })
export const Erased = Schema.Struct({ status: Schema.Literal("erased"), userId: Schema.String, erasedAt: Schema.String }).annotate({ identifier: "Erased" })
