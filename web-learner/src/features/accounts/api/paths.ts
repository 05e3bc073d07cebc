/** The self-service API (adapters/http/README.md, "Account self-service"). */
export const accountApi = {
  signUp: "/api/accounts",
  passwordPolicy: "/api/accounts/password-policy",
  firstAccess: "/api/accounts/first-access",
  recovery: "/api/accounts/password-recovery",
  recoveryCode: "/api/accounts/password-recovery/code",
  verifyCode: "/api/accounts/password-recovery/code/verify",
  link: (uidb64: string, token: string) => `/api/accounts/links/${encodeURIComponent(uidb64)}/${encodeURIComponent(token)}`,
  password: "/api/accounts/password",
  profile: "/api/me/profile",
  avatar: "/api/me/avatar",
  notifications: "/api/me/notifications",
  myPasswordPolicy: "/api/me/password-policy",
  myPassword: "/api/me/password",
  phone: "/api/me/phone",
  phoneVerification: "/api/me/phone/verification",
  phoneConfirm: "/api/me/phone/verification/confirm",
  deletion: "/api/me/deletion",
  file: (id: string) => `/api/files/${encodeURIComponent(id)}`
} as const
