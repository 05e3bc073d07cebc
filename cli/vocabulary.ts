import type { Term } from "../domain/i18n/catalogue.ts"
import { catalogues } from "../domain/i18n/translate.ts"
import { cliLocale, t } from "./i18n/t.ts"

/** A level as operators speak of it: "2 Creator" (DESIGN §4.5: 1 Junior, 2 Creator, 3 Influencer). */
export const levelLabel = (level: number): string =>
  level === 1 ? t("level.1", { level }) : level === 2 ? t("level.2", { level }) : level === 3 ? t("level.3", { level }) : String(level)

/** A status (`awaiting_approval`, `open`…) in the words the web apps use: the domain's terms. */
export const statusLabel = (status: string): string => {
  const terms = catalogues[cliLocale()].terms
  return Object.hasOwn(terms, status) ? terms[status as Term] : status
}
