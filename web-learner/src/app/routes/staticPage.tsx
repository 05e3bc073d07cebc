import { useNavigate } from "react-router"
import { t, useLanguage } from "../../i18n/index.ts"
import type { MessageKey } from "../../i18n/pt-BR.ts"

export type PageSlug = "about-the-program" | "faq" | "terms-and-conditions" | "privacy-policy" | "cookies" | "contact-us"

/** The FAQ by category (issue 41, item 24): each a heading and its questions and answers. */
const faq: ReadonlyArray<[category: MessageKey, questions: ReadonlyArray<string>]> = [
  ["faq.cat.sales", ["faq.sales.window", "faq.sales.photo"]],
  ["faq.cat.points", ["faq.points.confirm", "faq.points.level"]],
  ["faq.cat.account", ["faq.account.password", "faq.account.delete"]]
]

const Faq = () => (
  <>
    {faq.map(([category, questions]) => (
      <section key={category} aria-labelledby={category} className="faq">
        <h2 id={category}>{t(category)}</h2>
        <dl>
          {questions.map((q) => (
            <div key={q}>
              <dt>{t(`${q}.q` as MessageKey)}</dt>
              <dd>{t(`${q}.a` as MessageKey)}</dd>
            </div>
          ))}
        </dl>
      </section>
    ))}
  </>
)

/** Back where the person came from in the app; opened directly, to the start (login or home). */
const Back = () => {
  const navigate = useNavigate()
  const inApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0
  return (
    <button type="button" className="link page-back" onClick={() => void (inApp ? navigate(-1) : navigate("/"))}>
      ← {t("page.back")}
    </button>
  )
}

/** The programme's information pages, laid out as pages: back navigation, a title, the text; their text lives in the catalogues. */
export const StaticPage = ({ slug }: { slug: PageSlug }) => {
  useLanguage()
  return (
    <article className="page">
      <Back />
      <h1>{t(`page.${slug}.title` as MessageKey)}</h1>
      {slug === "faq" ? <Faq /> : <p>{t(`page.${slug}.body` as MessageKey)}</p>}
    </article>
  )
}
