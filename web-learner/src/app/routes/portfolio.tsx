import { Navigate } from "react-router"
import { LoginPanel } from "../../features/session/components/LoginPanel.tsx"
import { useTokenQuery } from "../../features/session/useTokenQuery.ts"
import { t, useLanguage } from "../../i18n/index.ts"
import { useLoggedIn } from "../../lib/useLoggedIn.ts"

const steps = ["portfolio.step.register", "portfolio.step.sell", "portfolio.step.level"] as const

/**
 * The portfolio (SPEC §2's portfolio routes): the programme's public showcase, with the login
 * form. With the portfolio setting on, the login route sends visitors here, query and all; once
 * logged in, the login route leads on (remembered path or the client's home route).
 */
export const Component = () => {
  useLanguage()
  const loggedIn = useLoggedIn()
  const token = useTokenQuery()
  if (loggedIn && token === null) return <Navigate to="/" replace />
  return (
    <main id="main" className="portfolio">
      <section className="hero" aria-labelledby="portfolio-title">
        <h1 id="portfolio-title">{t("portfolio.title")}</h1>
        <p>{t("portfolio.text")}</p>
        <ol className="steps">
          {steps.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </section>
      <section className="card login-card" aria-labelledby="login-title">
        <LoginPanel heading="h2" />
      </section>
    </main>
  )
}
