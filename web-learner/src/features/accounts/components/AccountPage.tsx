import type { ReactNode } from "react"
import { Link } from "react-router"
import { LanguageSelect } from "../../../components/LanguageSelect.tsx"
import { ta, useAccountsLanguage } from "../i18n/index.ts"

/** A public account screen: its title, its content, the language choice and the way back to login. */
export const AccountPage = ({ title, intro, children, wide = false }: { title: string; intro?: string; children: ReactNode; wide?: boolean }) => {
  useAccountsLanguage()
  return (
    <main id="main" className={wide ? "narrow wide" : "narrow"}>
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
      {children}
      <LanguageSelect />
      <nav className="links" aria-label={ta("request.back")}>
        <Link to="/">{ta("request.back")}</Link>
      </nav>
    </main>
  )
}
