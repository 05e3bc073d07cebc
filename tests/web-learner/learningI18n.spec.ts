import { describe, expect, it } from "vitest"
import { learningEnUS } from "../../web-learner/src/features/learning/i18n/en-US.ts"
import { learningEsES } from "../../web-learner/src/features/learning/i18n/es-ES.ts"
import { learningFrFR } from "../../web-learner/src/features/learning/i18n/fr-FR.ts"
import { learningPtBR } from "../../web-learner/src/features/learning/i18n/pt-BR.ts"

// The learning screens' catalogue loads with their chunks; it has the same rules as the app's.
describe("the learning screens' catalogues", () => {
  const source = Object.keys(learningPtBR).sort()
  it.each([
    ["en-US", learningEnUS],
    ["es-ES", learningEsES],
    ["fr-FR", learningFrFR]
  ])("%s has every key of pt-BR, none extra, none empty", (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(source)
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe("")
  })

  it("keeps every placeholder of a message in every language", () => {
    const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
    for (const catalogue of [learningEnUS, learningEsES, learningFrFR])
      for (const key of source) expect(holes(catalogue[key as keyof typeof learningPtBR]), key).toEqual(holes(learningPtBR[key as keyof typeof learningPtBR]))
  })
})
