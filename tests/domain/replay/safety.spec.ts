import { describe, expect, it } from "vitest"
import { lastRowPerSku, tableWarnings } from "../../../domain/replay/safety.ts"

const recorded = [
  { sku: "NB-100", pointsPerUnit: 125 },
  { sku: "MN-300", pointsPerUnit: 25 }
]
const steady = { before: 1000, after: 1200 }

describe("replay safety: what an operator confirms with --force", () => {
  it("says nothing of a table that only changes points, within half the total", () => {
    expect(tableWarnings(recorded, [{ sku: "MN-300", pointsPerUnit: 30 }, { sku: "NB-100", pointsPerUnit: 150 }], steady)).toEqual([])
    expect(tableWarnings(recorded, recorded, { before: 1000, after: 1500 })).toEqual([])
  })

  it("warns when SKUs disappear from the table", () => {
    expect(tableWarnings(recorded, [recorded[0]!], steady)).toEqual([{ kind: "skus_removed", skus: ["MN-300"] }])
  })

  it("warns when SKUs the campaign never listed appear", () => {
    expect(tableWarnings(recorded, [...recorded, { sku: "DT-200", pointsPerUnit: 75 }], steady)).toEqual([{ kind: "skus_unknown", skus: ["DT-200"] }])
  })

  it("warns when a SKU is listed twice, and the replay keeps its last row", () => {
    const twice = [...recorded, { sku: "NB-100", pointsPerUnit: 200 }]
    expect(tableWarnings(recorded, twice, steady)).toEqual([{ kind: "skus_duplicated", skus: ["NB-100"] }])
    expect(lastRowPerSku(twice)).toEqual([{ sku: "NB-100", pointsPerUnit: 200 }, { sku: "MN-300", pointsPerUnit: 25 }])
  })

  it("warns when the campaign's total points move by more than half, up or down", () => {
    expect(tableWarnings(recorded, recorded, { before: 1000, after: 1501 })).toEqual([{ kind: "points_swing", before: 1000, after: 1501 }])
    expect(tableWarnings(recorded, recorded, { before: 1000, after: 499 })).toEqual([{ kind: "points_swing", before: 1000, after: 499 }])
    expect(tableWarnings(recorded, recorded, { before: 0, after: 10 })).toEqual([{ kind: "points_swing", before: 0, after: 10 }])
  })
})
