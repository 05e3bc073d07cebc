import type { ReactNode } from "react"
import { Link } from "react-router"
import { LanguageSelect } from "../../../components/LanguageSelect.tsx"
import { ts, useSsoLanguage } from "../i18n/index.ts"

/** A public screen of the deployment's face: its content, the language choice and the way to the start. */
export const PublicPage = ({ children, wide = false }: { children: ReactNode; wide?: boolean }) => {
  useSsoLanguage()
  return (
    <main id="main" className={wide ? "narrow wide" : "narrow"}>
      {children}
      <LanguageSelect />
      <nav className="links" aria-label={ts("page.home")}>
        <Link to="/">{ts("page.home")}</Link>
      </nav>
    </main>
  )
}
