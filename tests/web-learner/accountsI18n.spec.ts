import { describe, expect, it } from "vitest"
import { PasswordTooWeak } from "../../domain/account/errors.ts"
import { catalogues, translate } from "../../domain/i18n/translate.ts"
import { accountsEnUS } from "../../web-learner/src/features/accounts/i18n/en-US.ts"
import { accountsEsES } from "../../web-learner/src/features/accounts/i18n/es-ES.ts"
import { accountsFrFR } from "../../web-learner/src/features/accounts/i18n/fr-FR.ts"
import { accountsPtBR } from "../../web-learner/src/features/accounts/i18n/pt-BR.ts"

// The account screens' catalogue loads with their chunks; it has the same rules as the app's.
describe("the account screens' catalogues", () => {
  const source = Object.keys(accountsPtBR).sort()
  it.each([
    ["en-US", accountsEnUS],
    ["es-ES", accountsEsES],
    ["fr-FR", accountsFrFR]
  ])("%s has every key of pt-BR, none extra, none empty", (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(source)
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe("")
  })

  it("keeps every placeholder of a message in every language", () => {
    const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
    for (const catalogue of [accountsEnUS, accountsEsES, accountsFrFR])
      for (const key of source) expect(holes(catalogue[key as keyof typeof accountsPtBR]), key).toEqual(holes(accountsPtBR[key as keyof typeof accountsPtBR]))
  })
})
