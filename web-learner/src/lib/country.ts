import { setLanguage, type Locale } from "../i18n/index.ts"
import { read, write } from "./storage.ts"

/**
 * The country picked before login or sign-up (SPEC §2): remembered on this device, it sets the
 * sign-up's document rules (CPF in Brazil, DNI in Argentina…) and the language the app starts in.
 */
const languageOf: Readonly<Record<string, Locale>> = { BR: "pt-BR", CA: "en-US" }

/** Spanish everywhere else the programme runs (the Spanish-speaking countries of DESIGN §4.1). */
export const defaultLanguageOf = (country: string): Locale => languageOf[country] ?? "es-ES"

export const chosenCountry = (): string | undefined => read("country")

export const chooseCountry = async (country: string): Promise<void> => {
  write("country", country)
  await setLanguage(defaultLanguageOf(country))
}
