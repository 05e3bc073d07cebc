import type { CoreCatalogue } from "./pt-BR.ts"

export const coreEnUS: CoreCatalogue = {
  "form.tooLong": "Use at most 256 characters.",
  "language.label": "Language",
  "loading": "Loading…",
  "login.accountLinks": "Account",
  "login.awaitingApproval": "Your account is awaiting approval. You will get an e-mail once it is approved.",
  "login.blocked": "Your account is blocked. Contact your store's representative or the programme's support.",
  "login.erased": "Your account was deleted.",
  "login.failed": "Invalid username or password.",
  "login.firstAccess": "First access",
  "login.forgot": "Forgot my password",
  "login.password": "Password",
  "login.register": "Sign up",
  "login.required": "Fill in this field.",
  "login.submit": "Log in",
  "login.title": "Log in",
  "login.tooMany": "Too many failed attempts. Try again in {minutes} min.",
  "login.username": "Username or e-mail",
  "nav.info": "Information",
  "page.about-the-program.title": "About the programme",
  "page.contact-us.title": "Contact us",
  "page.privacy-policy.title": "Privacy policy",
  "page.terms-and-conditions.title": "Terms and conditions",
  "states.failed": "This could not be loaded. Check your connection and try again.",
  "states.offline": "You are offline.",
  "states.retry": "Try again"
}
