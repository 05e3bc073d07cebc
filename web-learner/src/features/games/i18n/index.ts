import { language, useLanguage, type Locale } from "../../../i18n/index.ts"
import { gamesEnUS } from "./en-US.ts"
import { gamesEsES } from "./es-ES.ts"
import { gamesFrFR } from "./fr-FR.ts"
import { gamesPtBR, type GamesCatalogue, type GamesKey } from "./pt-BR.ts"

export type { GamesKey }

// The four catalogues travel in the games' own chunk (a few kB), so a change of language needs no load.
const catalogues: Record<Locale, GamesCatalogue> = { "pt-BR": gamesPtBR, "en-US": gamesEnUS, "es-ES": gamesEsES, "fr-FR": gamesFrFR }

/** A text of the games in the current language; `{name}` placeholders filled from `params`. */
export const tg = (key: GamesKey, params: Record<string, string | number> = {}): string =>
  catalogues[language()][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))

/** Re-renders the games on a change of language. */
export const useGamesLanguage = (): Locale => useLanguage()
