import { language, type Locale } from "../../../i18n/index.ts"
import { formatMessage, type Params } from "../../../i18n/message.ts"
import { brandingPtBR, type BrandingCatalogue, type BrandingKey } from "./pt-BR.ts"

/** The maintenance screens' catalogue: pt-BR with them, the others loaded when chosen (as features/accounts). */
const loaded: Partial<Record<Locale, BrandingCatalogue>> = { "pt-BR": brandingPtBR }
const loaders: Record<Exclude<Locale, "pt-BR">, () => Promise<BrandingCatalogue>> = {
  "en-US": () => import("./en-US.ts").then((m) => m.brandingEnUS),
  "es-ES": () => import("./es-ES.ts").then((m) => m.brandingEsES),
  "fr-FR": () => import("./fr-FR.ts").then((m) => m.brandingFrFR)
}

export const loadBrandingText = async (locale: Locale = language()): Promise<void> => {
  if (locale !== "pt-BR") loaded[locale] ??= await loaders[locale]()
}

export const tb = (key: BrandingKey, params: Params = {}): string => formatMessage((loaded[language()] ?? brandingPtBR)[key], params, language())
