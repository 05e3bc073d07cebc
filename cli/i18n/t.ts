import { IntlMessageFormat } from "intl-messageformat"
import type { Locale } from "../../domain/i18n/catalogue.ts"
import { resolveLocale } from "../../domain/i18n/translate.ts"
import { enUS } from "./en-US.ts"
import { esES } from "./es-ES.ts"
import { frFR } from "./fr-FR.ts"
import { ptBR, type CliKey, type CliMessages } from "./pt-BR.ts"

export type { CliKey } from "./pt-BR.ts"

/**
 * The CLI's own words (headings, column names, usage and file errors, summaries) in the four
 * locales; the domain's error codes read from domain/i18n. Messages are ICU MessageFormat, so
 * plurals and numbers (`{n, number}`) follow the locale's rules.
 */
export const cliCatalogues: Readonly<Record<Locale, CliMessages>> = { "pt-BR": ptBR, "en-US": enUS, "es-ES": esES, "fr-FR": frFR }

let chosen: Locale | undefined

/**
 * The operator's language: VITRINE_LOCALE, else LANG (`en_US.UTF-8` → en-US), else pt-BR. Read
 * once per process: a table formats numbers hundreds of thousands of times, and every read of
 * process.env is a call into the runtime.
 */
export const cliLocale = (): Locale => (chosen ??= resolveLocale(process.env["VITRINE_LOCALE"] || process.env["LANG"]?.split(".")[0]))

/** Reads the environment again at the next message (tests that switch locales). */
export const forgetCliLocale = (): void => {
  chosen = undefined
}

const formats = new Map<string, IntlMessageFormat>()

/** The message `key` in the operator's locale, with its `{placeholders}` filled. */
export const t = (key: CliKey, values?: Readonly<Record<string, string | number>>): string => {
  const locale = cliLocale()
  const id = `${locale} ${key}`
  let format = formats.get(id)
  if (format === undefined) {
    // Tags stay text: messages quote `"admin:<id>"`, and the CLI has no rich text.
    format = new IntlMessageFormat(cliCatalogues[locale][key], locale, undefined, { ignoreTag: true })
    formats.set(id, format)
  }
  return String(format.format(values))
}
