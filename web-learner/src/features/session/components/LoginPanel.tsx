import { lazy, Suspense, useState } from "react"
import { Link } from "react-router"
import { CountrySelect } from "../../../components/CountrySelect.tsx"
import { LanguageSelect } from "../../../components/LanguageSelect.tsx"
import { t } from "../../../i18n/index.ts"
import { paths } from "../../../config/paths.ts"
import { LoginForm } from "./LoginForm.tsx"

// Single sign-on's buttons come after the form, in a chunk of their own (the login's JS budget, issue 49).
const SsoButtons = lazy(() => import("../../sso/components/SsoButtons.tsx"))

/** After the account was deleted (the profile leaves this note): say so once. */
const AccountNotice = () => {
  const [notice] = useState(() => {
    const value = sessionStorage.getItem("vitrine.notice")
    sessionStorage.removeItem("vitrine.notice")
    return value
  })
  return notice === "erased" ? (
    <p role="status" className="success">
      {t("login.erased")}
    </p>
  ) : null
}

/** The login form with the language choice and the public pages' links (login and portfolio). */
export const LoginPanel = ({ heading: Heading = "h1" }: { heading?: "h1" | "h2" }) => (
  <>
    <Heading id="login-title">{t("login.title")}</Heading>
    <AccountNotice />
    <CountrySelect />
    <LoginForm />
    <Suspense fallback={null}>
      <SsoButtons />
    </Suspense>
    <nav aria-label={t("login.accountLinks")} className="links">
      <Link to={paths.requestPassword}>{t("login.forgot")}</Link>
      <Link to={paths.firstAccess}>{t("login.firstAccess")}</Link>
      <Link to={paths.register}>{t("login.register")}</Link>
    </nav>
    <LanguageSelect />
    <nav aria-label={t("nav.info")} className="links">
      <Link to="/institutional/about">{t("page.about-the-program.title")}</Link>
      <Link to="/institutional/terms-and-conditions">{t("page.terms-and-conditions.title")}</Link>
      <Link to="/institutional/privacy-policy">{t("page.privacy-policy.title")}</Link>
      <Link to="/institutional/support">{t("page.contact-us.title")}</Link>
    </nav>
  </>
)
