import { Link } from "react-router"
import { QueryView } from "../../../components/states.tsx"
import { useFaq } from "../../../features/support/api/getFaq.ts"
import { supportPaths } from "../../../features/support/api/paths.ts"
import { FaqList } from "../../../features/support/components/FaqList.tsx"
import { t, useLanguage } from "../../../i18n/index.ts"
import "../../../features/support/components/support.css"

/** `support`: the FAQ by category in the app's language, and the way to write to the team. */
export const Component = () => {
  const locale = useLanguage()
  const faq = useFaq(locale)
  return (
    <>
      <h1>{t("support.title")}</h1>
      <QueryView query={faq} isEmpty={(f) => f.categories.length === 0} empty={<p>{t("support.noFaq")}</p>}>
        {(f) => <FaqList faq={f} />}
      </QueryView>
      <section className="card" aria-labelledby="support-contact">
        <h2 id="support-contact">{t("support.notFound")}</h2>
        <p><Link to={supportPaths.contact}>{t("support.write")}</Link></p>
      </section>
    </>
  )
}
