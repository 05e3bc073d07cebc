import { useId } from "react"
import { languageNames, locales, setLanguage, t, useLanguage } from "../i18n/index.ts"

/** The language picker; `onChange` lets a logged-in screen save the choice on the server too. */
export const LanguageSelect = ({ onChange, inline = true }: { onChange?: (language: string) => void; inline?: boolean }) => {
  const current = useLanguage()
  const id = useId()
  return (
    <div className={inline ? "field inline" : "field"}>
      <label htmlFor={id}>{t("language.label")}</label>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          void setLanguage(e.target.value)
          onChange?.(e.target.value)
        }}
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageNames[l]}
          </option>
        ))}
      </select>
    </div>
  )
}
