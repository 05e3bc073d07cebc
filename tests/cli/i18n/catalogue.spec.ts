import { IntlMessageFormat } from "intl-messageformat"
import { describe, expect, it } from "vitest"
import { locales } from "../../../domain/i18n/catalogue.ts"
import { cliCatalogues } from "../../../cli/i18n/t.ts"
import { ptBR } from "../../../cli/i18n/pt-BR.ts"

/** The argument names a message uses, plural and select branches included. */
const argumentsOf = (message: string, locale: string): ReadonlyArray<string> => {
  const names = new Set<string>()
  const walk = (elements: ReadonlyArray<any>): void => {
    for (const e of elements) {
      if (typeof e.value === "string" && e.type >= 1 && e.type <= 6) names.add(e.value)
      for (const option of Object.values(e.options ?? {}) as Array<{ value: ReadonlyArray<any> }>) walk(option.value)
    }
  }
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst())
  return [...names].sort()
}

/** Each plural of a message, by argument, with its branches' names (`=0`, `one`, `other`). */
const pluralsOf = (message: string): ReadonlyArray<readonly [string, ReadonlyArray<string>]> => {
  const found: Array<readonly [string, ReadonlyArray<string>]> = []
  const walk = (elements: ReadonlyArray<any>): void => {
    for (const e of elements) {
      if (e.type === 6) found.push([e.value, Object.keys(e.options)])
      for (const option of Object.values(e.options ?? {}) as Array<{ value: ReadonlyArray<any> }>) walk(option.value)
    }
  }
  walk(new IntlMessageFormat(message, "pt-BR", undefined, { ignoreTag: true }).getAst())
  return found
}

describe("the CLI's catalogue", () => {
  it.each(locales)("%s has every key of pt-BR, no other, each with the same placeholders", (locale) => {
    const catalogue = cliCatalogues[locale] as Record<string, string>
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(ptBR).sort())
    for (const [key, reference] of Object.entries(ptBR)) {
      const message = catalogue[key]
      expect(message, `${locale} ${key}`).toBeTypeOf("string")
      expect({ key, args: argumentsOf(message!, locale) }).toEqual({ key, args: argumentsOf(reference, "pt-BR") })
    }
  })

  it("formats plurals and numbers by the locale's rules", () => {
    const format = (locale: string, key: keyof typeof ptBR, values: Record<string, number | string>) =>
      String(new IntlMessageFormat((cliCatalogues as Record<string, Record<string, string>>)[locale]![key]!, locale, undefined, { ignoreTag: true }).format(values))
    expect(format("en-US", "report.more", { left: 1, next: 20 })).toBe("1 more row: --offset 20 shows the next page")
    expect(format("pt-BR", "report.more", { left: 12345, next: 20 })).toBe("mais 12.345 linhas: --offset 20 mostra a próxima página")
    expect(format("fr-FR", "progress.events", { count: 1234567 })).toBe("1\u202f234\u202f567 événements")
  })

  it("says zero in the plural in pt-BR, where CLDR files 0 with 1 (“0 linhas”, not “0 linha”)", () => {
    const format = (key: keyof typeof ptBR, values: Record<string, number | string>) =>
      String(new IntlMessageFormat(ptBR[key], "pt-BR", undefined, { ignoreTag: true }).format(values))
    expect(new Intl.PluralRules("pt-BR").select(0)).toBe("one")
    expect(format("progress.lines", { count: 0 })).toBe("0 linhas")
    expect(format("progress.lines", { count: 1 })).toBe("1 linha")
    expect(format("erasures.reapply.summary", { n: 0, done: 0 })).toBe("0 apagamentos lidos, 0 reaplicados; WAL esvaziado")
    expect(format("replay.changed", { campaignId: "BR-Q1", count: 0 })).toBe("Replay de BR-Q1: 0 participantes mudaram")
    // Every count of the catalogue: a plural with a `one` branch has its `=0` too.
    for (const [key, message] of Object.entries(ptBR)) {
      for (const [argument, options] of pluralsOf(message)) {
        if (options.includes("one")) expect({ key, argument, options }).toEqual({ key, argument, options: expect.arrayContaining(["=0"]) })
      }
    }
  })
})
