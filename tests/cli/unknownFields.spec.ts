import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { Programme } from "../../adapters/programme/Programme.ts"
import { ignoredFieldsTally, unknownFieldsChecker } from "../../cli/unknownFields.ts"
import { root } from "../support/cli.ts"

const programme = Programme.open(":memory:")
afterAll(() => programme.close())
const check = unknownFieldsChecker(programme.handler.schemaOf)

const sale = {
  saleId: "s1",
  campaignId: "BR-Q1",
  userId: "u1",
  invoiceNumber: "NF 1",
  saleDate: "2026-01-10",
  storeId: "BR-S1",
  lines: [{ sku: "A", quantity: 1 }]
}

describe("unknownFieldsChecker", () => {
  it("finds nothing in the fixtures we ship, across every command they use", () => {
    const files = ["demo/programme.ndjson", "scenarios/small.ndjson", "scenarios/learner.ndjson", "scenarios/learning.ndjson", "scenarios/second-country.ndjson"]
    const types = new Set<string>()
    for (const file of files) {
      for (const text of readFileSync(join(root, "fixtures", file), "utf8").trim().split("\n")) {
        const line = JSON.parse(text) as { type: string; payload: unknown }
        types.add(line.type)
        expect(check(line.type, line.payload), `${file}: ${text}`).toEqual([])
      }
    }
    expect(types.size).toBeGreaterThan(25)
  })

  it("names a field its command does not take, at any depth, with the one it was likely meant as", () => {
    expect(check("ReportSale", { ...sale, observation: "ok", invoicePhotoFileId: "f1" })).toEqual([])
    // In the line's own order of keys.
    expect(check("ReportSale", { ...sale, lines: [{ sku: "A", quantity: 1 }, { sku: "B", quantity: 2, price: 9 }], observaton: "pago no pix" })).toEqual([
      { path: "payload.lines[1].price", meant: undefined },
      { path: "payload.observaton", meant: "observation" }
    ])
    expect(check("SignUp", { phones: { whatsap: "+55" }, address: { zip_code: "01000" } })).toEqual([
      { path: "payload.phones.whatsap", meant: "whatsapp" },
      { path: "payload.address.zip_code", meant: "zipCode" }
    ])
  })

  it("takes any key where the command takes a record, and names nothing for an unknown command", () => {
    expect(check("SaveAnswers", { attemptId: "a1", answers: { q1: ["o1"], anyQuestion: [] } })).toEqual([])
    expect(check("CreateClient", { clientId: "c", features: { anything: true } })).toEqual([])
    expect(check("Teleport", { to: "Mars" })).toEqual([])
  })
})

describe("ignoredFieldsTally", () => {
  it("counts the lines that carry each field, array indexes folded, the most frequent first", () => {
    const tally = ignoredFieldsTally()
    const line = (n: number) => ({ file: "f.ndjson", line: n })
    tally.found(line(3), [{ path: "payload.lines[0].price", meant: undefined }, { path: "payload.lines[1].price", meant: undefined }])
    tally.found(line(5), [{ path: "payload.observaton", meant: "observation" }])
    tally.found(line(8), [{ path: "payload.lines[0].price", meant: undefined }, { path: "payload.lines[2].price", meant: undefined }])
    expect(tally.result()).toEqual({
      lines: 3,
      fields: [
        { path: "payload.lines[].price", meant: undefined, lines: 2, first: line(3) },
        { path: "payload.observaton", meant: "observation", lines: 1, first: line(5) }
      ]
    })
  })
})
