import { describe, expect, it } from "vitest"
import { creditedPoints, type Level } from "../../domain/rules/points.ts"
import { estimatePoints, saleDateBounds } from "../../web-learner/src/features/sales/components/estimate.ts"
import { enUS } from "../../web-learner/src/i18n/en-US.ts"
import { esES } from "../../web-learner/src/i18n/es-ES.ts"
import { frFR } from "../../web-learner/src/i18n/fr-FR.ts"
import { ptBR } from "../../web-learner/src/i18n/pt-BR.ts"
import { formatMessage, messageParams } from "../../web-learner/src/i18n/message.ts"
import { formatDate } from "../../web-learner/src/lib/format.ts"

describe("the learner app's catalogues", () => {
  const source = Object.keys(ptBR).sort()
  it.each([
    ["en-US", enUS],
    ["es-ES", esES],
    ["fr-FR", frFR]
  ])("%s has every key of pt-BR, none extra, none empty", (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(source)
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe("")
  })

  it("keeps every placeholder and plural argument of a message in every language", () => {
    for (const catalogue of [enUS, esES, frFR])
      for (const key of source) expect(messageParams(catalogue[key as keyof typeof ptBR]), key).toEqual(messageParams(ptBR[key as keyof typeof ptBR]))
  })
})

describe("ICU plurals (issue 41, item 25)", () => {
  const counts = [0, 1, 2, 1_000_000]
  it.each([
    ["pt-BR", ptBR, ["0 pontos", "1 ponto", "2 pontos", "1.000.000 pontos"]],
    ["en-US", enUS, ["0 points", "1 point", "2 points", "1,000,000 points"]],
    ["es-ES", esES, ["0 puntos", "1 punto", "2 puntos", "1.000.000 de puntos"]],
    // French counts 0 as singular ("0 point"), and a round million takes "de".
    ["fr-FR", frFR, ["0 point", "1 point", "2 points", "1\u202f000\u202f000 de points"]]
  ] as const)("%s says 0, 1, 2 and 1,000,000 points in its grammar", (locale, catalogue, expected) => {
    expect(counts.map((count) => formatMessage(catalogue["points.count"], { count }, locale))).toEqual(expected)
  })

  it.each([
    ["pt-BR", ptBR, ["0 pontos confirmados", "1 ponto confirmado", "2 pontos confirmados", "1.000.000 pontos confirmados"]],
    ["en-US", enUS, ["0 points confirmed", "1 point confirmed", "2 points confirmed", "1,000,000 points confirmed"]],
    ["es-ES", esES, ["0 puntos confirmados", "1 punto confirmado", "2 puntos confirmados", "1.000.000 de puntos confirmados"]],
    ["fr-FR", frFR, ["0 point confirmé", "1 point confirmé", "2 points confirmés", "1\u202f000\u202f000 de points confirmés"]]
  ] as const)("%s agrees the confirmed points of a statement line", (locale, catalogue, expected) => {
    expect(counts.map((points) => formatMessage(catalogue["statement.line.confirmed"], { points }, locale))).toEqual(expected)
  })

  it.each([
    ["pt-BR", ptBR, ["20 de 0 vendas", "20 de 1 venda", "20 de 2 vendas", "20 de 1.000.000 vendas"]],
    ["en-US", enUS, ["20 of 0 sales", "20 of 1 sale", "20 of 2 sales", "20 of 1,000,000 sales"]],
    ["es-ES", esES, ["20 de 0 ventas", "20 de 1 venta", "20 de 2 ventas", "20 de 1.000.000 de ventas"]],
    ["fr-FR", frFR, ["20 sur 0 vente", "20 sur 1 vente", "20 sur 2 ventes", "20 sur 1\u202f000\u202f000 de ventes"]]
  ] as const)("%s counts my sales", (locale, catalogue, expected) => {
    expect(counts.map((total) => formatMessage(catalogue["sales.count"], { shown: 20, total }, locale))).toEqual(expected)
  })

  it("every plural message has an `other` branch in every language", () => {
    for (const catalogue of [ptBR, enUS, esES, frFR])
      for (const [key, text] of Object.entries(catalogue)) if (/,\s*plural\s*,/.test(text)) expect(text, key).toMatch(/other\s*\{/)
  })
})

describe("formats", () => {
  it("writes dates day/month/year in pt and es, month/day/year in en (SPEC §5)", () => {
    expect(formatDate("2026-05-15", "pt-BR")).toBe("15/05/2026")
    expect(formatDate("2026-05-15", "es-ES")).toBe("15/05/2026")
    expect(formatDate("2026-05-15", "en-US")).toBe("05/15/2026")
  })
})

describe("the sale form's rules", () => {
  it("estimates the points exactly as the domain credits them", () => {
    for (const level of [1, 2, 3] as const)
      for (const lines of [[{ quantity: 3, pointsPerUnit: 25 }], [{ quantity: 1, pointsPerUnit: 15 }, { quantity: 2, pointsPerUnit: 40 }]])
        expect(estimatePoints(lines, level)).toBe(creditedPoints(lines.reduce((s, l) => s + l.quantity * l.pointsPerUnit, 0), level as Level))
  })

  it("allows sale dates from 15 days back to today, within the campaign", () => {
    const today = new Date(2026, 4, 15, 12)
    expect(saleDateBounds(today, { begins: "2026-04-06", ends: "2026-06-19" })).toEqual({ min: "2026-04-30", max: "2026-05-15", fifteen: "2026-04-30" })
    expect(saleDateBounds(today, { begins: "2026-05-10", ends: "2026-05-12" })).toEqual({ min: "2026-05-10", max: "2026-05-12", fifteen: "2026-04-30" })
  })
})
