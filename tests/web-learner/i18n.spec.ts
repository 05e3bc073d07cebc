import { describe, expect, it } from "vitest"
import { creditedPoints, type Level } from "../../domain/rules/points.ts"
import { estimatePoints, saleDateBounds } from "../../web-learner/src/features/sales/components/estimate.ts"
import { enUS } from "../../web-learner/src/i18n/en-US.ts"
import { esES } from "../../web-learner/src/i18n/es-ES.ts"
import { frFR } from "../../web-learner/src/i18n/fr-FR.ts"
import { ptBR } from "../../web-learner/src/i18n/pt-BR.ts"
import { formatDate, formatPoints } from "../../web-learner/src/lib/format.ts"

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

  it("keeps every placeholder of a message in every language", () => {
    const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
    for (const catalogue of [enUS, esES, frFR])
      for (const key of source) expect(holes(catalogue[key as keyof typeof ptBR]), key).toEqual(holes(ptBR[key as keyof typeof ptBR]))
  })
})

describe("formats", () => {
  it("reads 1,000,000 points as each locale writes it", () => {
    expect(formatPoints(1_000_000, "pt-BR", ptBR["points.unit"])).toBe("1.000.000 pontos")
    expect(formatPoints(1_000_000, "en-US", enUS["points.unit"])).toBe("1,000,000 points")
  })

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
