import { describe, expect, it } from "vitest"
import { ssoEnUS } from "../../web-learner/src/features/sso/i18n/en-US.ts"
import { ssoEsES } from "../../web-learner/src/features/sso/i18n/es-ES.ts"
import { ssoFrFR } from "../../web-learner/src/features/sso/i18n/fr-FR.ts"
import { ssoPtBR } from "../../web-learner/src/features/sso/i18n/pt-BR.ts"

// The SSO and partner screens' catalogue loads with their chunks; it has the same rules as the app's.
describe("the deployment face screens' catalogues", () => {
  const source = Object.keys(ssoPtBR).sort()
  it.each([
    ["en-US", ssoEnUS],
    ["es-ES", ssoEsES],
    ["fr-FR", ssoFrFR]
  ])("%s has every key of pt-BR, none extra, none empty", (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(source)
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe("")
  })

  it("keeps every placeholder of a message in every language", () => {
    const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
    for (const catalogue of [ssoEnUS, ssoEsES, ssoFrFR])
      for (const key of source) expect(holes(catalogue[key as keyof typeof ssoPtBR]), key).toEqual(holes(ssoPtBR[key as keyof typeof ssoPtBR]))
  })
})
