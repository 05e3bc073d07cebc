import { afterEach, describe, expect, it } from "vitest"
import { PhotoApproved, PhotoReproved, PhotoSlotFreed } from "../../../domain/photo/events.ts"
import { PointsCredited, PointsExpired } from "../../../domain/wallet/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { holdsLevel, walletRow } from "../../support/ledger.ts"
import { approvePhoto, photoProgramme, reprovePhoto, upload } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const ids = { campaignId: "C1", userId: "u1" }
const monday = "2026-01-12T09:00:00-03:00"

describe("ApprovePhoto", () => {
  it("credits the photo:<type> points, confirmed at once, with no XP", () => {
    s = photoProgramme(scenario()).at(monday).run(upload("p1"))
    s.when(approvePhoto("p1")).thenEvents(
      new PhotoApproved({ photoId: "p1", ...ids, points: 40 }),
      new PointsCredited({ ...ids, source: "photo", ref: "p1", points: 40, provisional: false })
    )
    expect(walletRow(s.programme.db)).toMatchObject({ balance: 40, provisional: 0, confirmed: 40 })
  })

  it("multiplies by the level held at approval", () => {
    s = photoProgramme(scenario()).at(monday).run(upload("p1")).given(...holdsLevel("u1", 2))
    s.when(approvePhoto("p1")).thenEvents(
      new PhotoApproved({ photoId: "p1", ...ids, points: 60 }),
      new PointsCredited({ ...ids, source: "photo", ref: "p1", points: 60, provisional: false })
    )
  })

  it("earns nothing for a type the points table does not list", () => {
    s = photoProgramme(scenario()).at(monday).run(upload("p1", { photoType: "banner" }))
    s.when(approvePhoto("p1")).thenEvents(new PhotoApproved({ photoId: "p1", ...ids, points: 0 }))
  })

  it("lets the points expire at once when the campaign closed before the audit", () => {
    s = photoProgramme(scenario()).at(monday).run(upload("p1")).at("2026-03-21T10:00:00-03:00").run({ type: "CloseCampaign", payload: { campaignId: "C1" } })
    s.when(approvePhoto("p1")).thenEvents(
      new PhotoApproved({ photoId: "p1", ...ids, points: 40 }),
      new PointsCredited({ ...ids, source: "photo", ref: "p1", points: 40, provisional: false }),
      new PointsExpired({ ...ids, points: 40 })
    )
  })

  it("refuses an unknown photo", () => {
    s = photoProgramme(scenario())
    s.when(approvePhoto("nope")).thenRejects("photo.not_found", { photoId: "nope" })
  })
})

describe("ReprovePhoto", () => {
  it("records the reason and frees the week's slot", () => {
    s = photoProgramme(scenario()).at(monday).run(upload("p1"))
    s.when(reprovePhoto("p1", "gôndola vazia")).thenEvents(
      new PhotoReproved({ photoId: "p1", ...ids, reason: "gôndola vazia" }),
      new PhotoSlotFreed({ storeId: "st1", photoType: "gondola", week: "2026-W03", photoId: "p1" })
    )
  })
})

describe("audit is final", () => {
  it("refuses any audit of an audited photo", () => {
    s = photoProgramme(scenario()).at(monday).run(upload("p1"), approvePhoto("p1"), upload("p2", { photoType: "banner" }), reprovePhoto("p2"))
    s.when(approvePhoto("p1")).thenRejects("photo.already_audited", { photoId: "p1", status: "approved" })
    s.when(reprovePhoto("p1")).thenRejects("photo.already_audited", { photoId: "p1", status: "approved" })
    s.when(approvePhoto("p2")).thenRejects("photo.already_audited", { photoId: "p2", status: "reproved" })
  })
})

describe("photo points in the campaign's table", () => {
  it("refuses a photo:<type> entry of an unknown type, and a sale line naming a photo entry", () => {
    s = photoProgramme(scenario())
    s.when({
      type: "DraftCampaign",
      payload: { campaignId: "C2", name: "C2", country: "BR", begins: "2026-04-06", ends: "2026-06-20", pointsTable: [{ sku: "photo:nope", pointsPerUnit: 5 }], levels: { creator: { reach: 1000, keep: 500 }, influencer: { reach: 3000, keep: 1500 } } }
    }).thenRejects("photo.type_not_found", { photoTypeId: "nope" })
    s.at(monday)
      .when({ type: "ReportSale", payload: { saleId: "s1", campaignId: "C1", userId: "u1", invoiceNumber: "NF1", saleDate: "2026-01-10", storeId: "st1", lines: [{ sku: "photo:gondola", quantity: 1 }] } })
      .thenRejects("sale.unknown_sku", { sku: "photo:gondola" })
  })
})
