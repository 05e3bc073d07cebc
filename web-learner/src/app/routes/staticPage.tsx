import { t, useLanguage } from "../../i18n/index.ts"
import type { MessageKey } from "../../i18n/pt-BR.ts"

export type PageSlug = "about-the-program" | "faq" | "terms-and-conditions" | "privacy-policy" | "cookies" | "contact-us"

/** The programme's information pages; their text lives in the catalogues like every other. */
export const StaticPage = ({ slug }: { slug: PageSlug }) => {
  useLanguage()
  return (
    <article>
      <h1>{t(`page.${slug}.title` as MessageKey)}</h1>
      <p>{t(`page.${slug}.body` as MessageKey)}</p>
    </article>
  )
}
