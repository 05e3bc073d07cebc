import { afterEach, describe, expect, it } from "vitest"
import { Cause, Exit } from "effect"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale, standardProgramme } from "../../support/setup.ts"
import { registerAccount } from "../../support/accounts.ts"
import { draft } from "../../support/campaigns.ts"
import { decodeError } from "../../support/decode.ts"
import { snapshot } from "../../support/db.ts"

let s: Scenario
afterEach(() => s.close())

/** The field paths an InvalidInput names for a payload (fails the test if it decodes). */
const invalidPaths = (type: string, payload: unknown): ReadonlyArray<string> => {
  const error = decodeError(s.programme.handler, type, payload)
  expect(error).toMatchObject({ _tag: "InvalidInput", code: "input.invalid", type })
  return error && "issues" in error ? error.issues.map((i) => i.path) : []
}

const without = (payload: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(payload).filter(([k]) => k !== key))

describe("Malformed input is an InvalidInput naming each field", () => {
  it("names a missing field", () => {
    s = scenario()
    expect(invalidPaths("RegisterAccount", without(registerAccount("u1").payload, "email"))).toEqual(["email"])
  })

  it("names a field of the wrong type", () => {
    s = scenario()
    expect(invalidPaths("ApproveAccount", { userId: 42 })).toEqual(["userId"])
    expect(invalidPaths("RegisterForCampaign", { campaignId: "C1", userId: "u1", acceptTerms: "yes", agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1"] })).toEqual(["acceptTerms"])
  })

  it("names a value outside its vocabulary", () => {
    s = scenario()
    expect(invalidPaths("RegisterAccount", registerAccount("u1", { country: "UY", role: "superuser" }).payload)).toEqual(["country", "role"])
  })

  it("names an impossible date and a fractional quantity inside a line", () => {
    s = scenario()
    expect(invalidPaths("ReportSale", sale("s1", { saleDate: "2026-02-30", lines: [{ sku: "NB-100", quantity: 1.5 }] }).payload)).toEqual([
      "saleDate",
      "lines[0].quantity"
    ])
  })

  it("names nested fields of a campaign draft", () => {
    s = scenario()
    const payload = draft("C1", {
      pointsTable: [{ sku: "NB-100", pointsPerUnit: 125 }, { sku: "DT-200", pointsPerUnit: -5 }],
      levels: { creator: { reach: 0, keep: 0 }, influencer: { reach: 3000, keep: 1500 } }
    }).payload
    expect(invalidPaths("DraftCampaign", payload)).toEqual(["pointsTable[1].pointsPerUnit", "levels.creator.reach"])
  })

  it("names an id with surrounding spaces and a text over 256 characters", () => {
    s = scenario()
    expect(invalidPaths("CreateBrand", { brandId: " acme", name: "x".repeat(257) })).toEqual(["brandId", "name"])
  })

  it("answers a payload that is not an object", () => {
    s = scenario()
    for (const payload of [null, ["acme"], "acme"]) expect(invalidPaths("CreateBrand", payload)).toEqual([""])
  })
})

describe("An unknown command type", () => {
  it("is input.unknown_command naming the type", () => {
    s = scenario()
    expect(decodeError(s.programme.handler, "DeleteEverything", {})).toMatchObject({ _tag: "UnknownCommand", code: "input.unknown_command", type: "DeleteEverything" })
  })

  it("is input.unknown_command for the names every object has", () => {
    s = scenario()
    for (const type of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(decodeError(s.programme.handler, type, {})).toMatchObject({ _tag: "UnknownCommand", type })
    }
  })
})

describe("Bad input writes and records nothing", () => {
  /** The import path: decode, and execute only what decodes. */
  const submit = (type: string, payload: unknown, commandId: string) => {
    const decoded = s.programme.handler.decode(type, payload)
    if (Exit.isFailure(decoded)) return Cause.squash(decoded.cause)
    return s.programme.executeSync({ commandId, at: Date.parse("2026-01-10T12:00:00-03:00"), actor: { kind: "system" }, command: decoded.value })
  }

  it("leaves the log, the command record and every read model as they were", () => {
    s = standardProgramme(scenario())
    const before = snapshot(s.programme.db)
    const lastPosition = s.programme.log.lastPosition()
    expect(submit("ReportSale", { ...sale("s1").payload, lines: "two notebooks" }, "bad-1")).toMatchObject({ code: "input.invalid" })
    expect(submit("ReportSale", without(sale("s1").payload, "storeId"), "bad-2")).toMatchObject({ code: "input.invalid" })
    expect(submit("ReportSales", sale("s1").payload, "bad-3")).toMatchObject({ code: "input.unknown_command" })
    expect(s.programme.log.lastPosition()).toBe(lastPosition)
    expect(snapshot(s.programme.db)).toEqual(before)
  })

  it("lets the corrected command be sent again under the same command id", () => {
    s = standardProgramme(scenario())
    expect(submit("ReportSale", without(sale("s1").payload, "storeId"), "fix-me")).toMatchObject({ code: "input.invalid" })
    expect(submit("ReportSale", sale("s1").payload, "fix-me")).toMatchObject({ outcome: { status: "accepted", events: 3 }, repeated: false })
  })
})
