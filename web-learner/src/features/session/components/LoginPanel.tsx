import { Link } from "react-router"
import { LanguageSelect } from "../../../components/LanguageSelect.tsx"
import { t } from "../../../i18n/index.ts"
import { LoginForm } from "./LoginForm.tsx"

/** The login form with the language choice and the public pages' links (login and portfolio). */
export const LoginPanel = ({ heading: Heading = "h1" }: { heading?: "h1" | "h2" }) => (
  <>
    <Heading id="login-title">{t("login.title")}</Heading>
    <LoginForm />
    <LanguageSelect />
    <nav aria-label={t("nav.info")} className="links">
      <Link to="/institutional/about">{t("page.about-the-program.title")}</Link>
      <Link to="/institutional/terms-and-conditions">{t("page.terms-and-conditions.title")}</Link>
      <Link to="/institutional/privacy-policy">{t("page.privacy-policy.title")}</Link>
      <Link to="/institutional/support">{t("page.contact-us.title")}</Link>
    </nav>
  </>
)
