import { describe, expect, it } from "vitest"
import { gamesEnUS } from "../../web-learner/src/features/games/i18n/en-US.ts"
import { gamesEsES } from "../../web-learner/src/features/games/i18n/es-ES.ts"
import { gamesFrFR } from "../../web-learner/src/features/games/i18n/fr-FR.ts"
import { gamesPtBR } from "../../web-learner/src/features/games/i18n/pt-BR.ts"

// The games' catalogue loads with their chunk; it has the same rules as the app's.
describe("the games' catalogues", () => {
  const source = Object.keys(gamesPtBR).sort()
  it.each([
    ["en-US", gamesEnUS],
    ["es-ES", gamesEsES],
    ["fr-FR", gamesFrFR]
  ])("%s has every key of pt-BR, none extra, none empty", (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(source)
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe("")
  })

  it("keeps every placeholder of a message in every language", () => {
    const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
    for (const catalogue of [gamesEnUS, gamesEsES, gamesFrFR])
      for (const key of source) expect(holes(catalogue[key as keyof typeof gamesPtBR]), key).toEqual(holes(gamesPtBR[key as keyof typeof gamesPtBR]))
  })
})
