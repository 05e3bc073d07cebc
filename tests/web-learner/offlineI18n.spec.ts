import { describe, expect, it } from "vitest"
import { offlineEnUS } from "../../web-learner/src/features/offline/i18n/en-US.ts"
import { offlineEsES } from "../../web-learner/src/features/offline/i18n/es-ES.ts"
import { offlineFrFR } from "../../web-learner/src/features/offline/i18n/fr-FR.ts"
import { offlinePtBR } from "../../web-learner/src/features/offline/i18n/pt-BR.ts"

// The offline texts (issue 48) load with the signed-in frame; they have the same rules as the app's.
describe("the offline catalogues", () => {
  const source = Object.keys(offlinePtBR).sort()
  it.each([
    ["en-US", offlineEnUS],
    ["es-ES", offlineEsES],
    ["fr-FR", offlineFrFR]
  ])("%s has every key of pt-BR, none extra, none empty", (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(source)
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe("")
  })

  it("keeps every placeholder of a message in every language", () => {
    const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
    for (const catalogue of [offlineEnUS, offlineEsES, offlineFrFR])
      for (const key of source) expect(holes(catalogue[key as keyof typeof offlinePtBR]), key).toEqual(holes(offlinePtBR[key as keyof typeof offlinePtBR]))
  })
})
