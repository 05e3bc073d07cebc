import { Link } from "react-router"
import { t } from "../i18n/index.ts"

/**
 * The not-found text and its way out. `home` is where "back home" goes: the client's home screen
 * for a logged-in user (app/modules.ts `homePath`, always a real screen, so it never loops), the
 * login otherwise.
 */
export const NotFoundContent = ({ home }: { home: string }) => (
  <>
    <h1>{t("notFound.title")}</h1>
    <p>{t("notFound.text")}</p>
    <Link className="button" to={home}>
      {t("notFound.back")}
    </Link>
  </>
)
