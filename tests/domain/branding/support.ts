/** A configuration every rule accepts: navy on white, white on navy. */
export const goodConfig = {
  title: "Vitrine Varejo",
  colors: { primary: "#0b5394", onPrimary: "#ffffff", background: "#ffffff", text: "#1a1a1a" },
  logos: { pt: { desktop: "logo-pt", mobile: "logo-pt-m" } },
  backgrounds: {},
  defaultLanguage: "pt-BR",
  signUpFields: ["document", "birthday"],
  passwordStrength: "medium",
  recaptcha: false,
  cookies: { type: "banner", optional: ["analytics"] },
  maintenance: { on: false, message: { pt: "Voltamos logo." }, retryAfterSeconds: 600 },
  ssoButtons: [{ issuerId: "azure", label: "Entrar com Microsoft", kind: "azure" }]
}
