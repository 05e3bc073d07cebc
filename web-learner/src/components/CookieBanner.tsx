import { useState } from "react"
import { Link } from "react-router"
import { t, useLanguage } from "../i18n/index.ts"
import { read, write } from "../lib/storage.ts"

/** Cookie consent with preferences (SPEC §2); the answer is kept encrypted like every store. */
export const CookieBanner = () => {
  useLanguage()
  const [open, setOpen] = useState(read("consent") === undefined)
  const [settings, setSettings] = useState(false)
  const [preferences, setPreferences] = useState(false)
  const [statistics, setStatistics] = useState(false)
  if (!open) return null
  const save = (p: boolean, s: boolean) => {
    write("consent", { necessary: true, preferences: p, statistics: s })
    setOpen(false)
  }
  return (
    <section className="cookie-banner" role="region" aria-label={t("cookies.title")}>
      {/* The preferences open from the sentence, so the two answers share one row on a phone. */}
      <p>
        {t("cookies.text")} <Link to="/institutional/cookies_policy">{t("page.cookies.title")}</Link>
        {!settings && (
          <>
            {" · "}
            <button type="button" className="link" onClick={() => setSettings(true)}>
              {t("cookies.settings")}
            </button>
          </>
        )}
      </p>
      {settings && (
        <fieldset>
          <legend>{t("cookies.settings")}</legend>
          <label className="check">
            <input type="checkbox" checked disabled /> {t("cookies.necessary")}
          </label>
          <label className="check">
            <input type="checkbox" checked={preferences} onChange={(e) => setPreferences(e.target.checked)} /> {t("cookies.preferences")}
          </label>
          <label className="check">
            <input type="checkbox" checked={statistics} onChange={(e) => setStatistics(e.target.checked)} /> {t("cookies.statistics")}
          </label>
        </fieldset>
      )}
      <div className="actions">
        <button type="button" onClick={() => save(true, true)}>
          {t("cookies.acceptAll")}
        </button>
        <button type="button" className="secondary" onClick={() => save(false, false)}>
          {t("cookies.necessaryOnly")}
        </button>
        {settings && (
          <button type="button" className="secondary" onClick={() => save(preferences, statistics)}>
            {t("cookies.save")}
          </button>
        )}
      </div>
    </section>
  )
}
