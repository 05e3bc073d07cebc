import { Link } from "react-router"
import { t, useLanguage } from "../../i18n/index.ts"

/** Every path not in SPEC §2's table, and redirects to screens not built yet. */
export const Component = () => {
  useLanguage()
  return (
    <main id="main" className="narrow">
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <Link className="button" to="/">
        {t("notFound.back")}
      </Link>
    </main>
  )
}
