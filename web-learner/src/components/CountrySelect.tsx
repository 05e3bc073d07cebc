import { useId, useState } from "react"
import { language, t, useLanguage } from "../i18n/index.ts"
import { chooseCountry, chosenCountry } from "../lib/country.ts"
import { appSettings } from "../lib/settings.ts"

/**
 * The country choice before login and sign-up, shown only where the deployment serves several
 * (SPEC §2). Country names come from the browser's `Intl.DisplayNames` in the current language:
 * no list of names in the login's JS budget.
 */
export const CountrySelect = () => {
  useLanguage()
  const id = useId()
  const [country, setCountry] = useState(chosenCountry() ?? "")
  const { countries } = appSettings()
  if (countries.length < 2) return null
  const names = new Intl.DisplayNames([language()], { type: "region" })
  return (
    <div className="field">
      <label htmlFor={id}>{t("face2.country.label")}</label>
      <select
        id={id}
        value={country}
        aria-describedby={`${id}-help`}
        onChange={(e) => {
          setCountry(e.target.value)
          void chooseCountry(e.target.value)
        }}
      >
        {country === "" && <option value="">{t("face2.country.prompt")}</option>}
        {countries.map((c) => (
          <option key={c} value={c}>
            {names.of(c) ?? c}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className="help">
        {t("face2.country.help")}
      </p>
    </div>
  )
}
