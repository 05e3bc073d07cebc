import { Link } from "react-router"
import { supportPaths } from "../../../features/support/api/paths.ts"
import { ContactForm } from "../../../features/support/components/ContactForm.tsx"
import { t, useLanguage } from "../../../i18n/index.ts"
import "../../../features/support/components/support.css"

/** `contact-us`: the form to the support team (DESIGN §4.10). */
export const Component = () => {
  const locale = useLanguage()
  return (
    <>
      <p><Link to={supportPaths.faq}>← {t("support.title")}</Link></p>
      <h1>{t("page.contact-us.title")}</h1>
      <ContactForm locale={locale} />
    </>
  )
}
