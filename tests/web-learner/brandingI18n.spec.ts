import { describe, expect, it } from "vitest"
import { brandingEnUS } from "../../web-learner/src/features/branding/i18n/en-US.ts"
import { brandingEsES } from "../../web-learner/src/features/branding/i18n/es-ES.ts"
import { brandingFrFR } from "../../web-learner/src/features/branding/i18n/fr-FR.ts"
import { brandingPtBR } from "../../web-learner/src/features/branding/i18n/pt-BR.ts"

// The maintenance screens' catalogue loads with their chunks; it has the same rules as the app's.
describe("the maintenance screens' catalogues", () => {
  const source = Object.keys(brandingPtBR).sort()
  it.each([
    ["en-US", brandingEnUS],
    ["es-ES", brandingEsES],
    ["fr-FR", brandingFrFR]
  ])("%s has every key of pt-BR, none extra, none empty", (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(source)
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe("")
  })
})
