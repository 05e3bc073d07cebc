import { afterEach, describe, expect, it } from "vitest"
import { PhotoSlotTaken, PhotoUploaded } from "../../../domain/photo/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { register } from "../../support/setup.ts"
import { learner, photoProgramme, reprovePhoto, upload, approvePhoto } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const monday = "2026-01-12T09:00:00-03:00"

describe("UploadPhoto", () => {
  it("records the photo in the store's slot of the local week", () => {
    s = photoProgramme(scenario()).at(monday)
    s.when(upload("p1", { fileId: "f1" })).thenEvents(
      new PhotoUploaded({ photoId: "p1", userId: "u1", campaignId: "C1", storeId: "st1", chainId: "ch1", photoType: "gondola", fileId: "f1", week: "2026-W03" }),
      new PhotoSlotTaken({ storeId: "st1", photoType: "gondola", week: "2026-W03", photoId: "p1" })
    )
  })

  it("refuses a second photo of that type for that store in the same week, from any learner, saying when it reopens", () => {
    s = photoProgramme(scenario()).at(monday).run(upload("p1"))
    s.at("2026-01-18T23:30:00-03:00").when(upload("p2", { userId: "u2" })).thenRejects("photo.already_sent_this_week", {
      storeId: "st1",
      photoType: "gondola",
      week: "2026-W03",
      reopensAt: "2026-01-19T03:00:00.000Z"
    })
  })

  it("keeps the slot once the photo is approved", () => {
    s = photoProgramme(scenario()).at(monday).run(upload("p1"), approvePhoto("p1"))
    s.when(upload("p2")).thenRejects("photo.already_sent_this_week")
  })

  it("frees the slot when the photo is reproved", () => {
    s = photoProgramme(scenario()).at(monday).run(upload("p1"), reprovePhoto("p1"))
    expect(s.when(upload("p2", { userId: "u2" })).handled.outcome.status).toBe("accepted")
  })

  it("opens the slot again on Monday 00:00 local time", () => {
    s = photoProgramme(scenario()).at(monday).run(upload("p1"))
    expect(s.at("2026-01-19T00:00:00-03:00").when(upload("p2")).handled.outcome.status).toBe("accepted")
  })

  it("lets another type or another store take its own slot the same week", () => {
    s = photoProgramme(scenario())
      .at(monday)
      .run(upload("p1"), ...learner("u3", 7), register("u3", "C1", ["st2"]))
    expect(s.when(upload("p2", { photoType: "banner" })).handled.outcome.status).toBe("accepted")
    expect(s.when(upload("p3", { userId: "u3", storeId: "st2" })).handled.outcome.status).toBe("accepted")
  })

  it("refuses a store the learner did not register with", () => {
    s = photoProgramme(scenario()).at(monday)
    s.when(upload("p1", { storeId: "st2" })).thenRejects("photo.store_not_registered", { storeId: "st2" })
  })

  it("refuses a learner not registered in the campaign", () => {
    s = photoProgramme(scenario()).at(monday).run({ type: "RegisterAccount", payload: { userId: "u9", country: "BR", document: "11144477735", email: "u9@example.com", fullName: "Pessoa u9", birthday: "1990-01-01", role: "learner" } }, { type: "ApproveAccount", payload: { userId: "u9" } })
    s.when(upload("p1", { userId: "u9" })).thenRejects("photo.not_registered", { campaignId: "C1", userId: "u9" })
  })

  it("refuses an unknown photo type", () => {
    s = photoProgramme(scenario()).at(monday)
    s.when(upload("p1", { photoType: "nope" })).thenRejects("photo.type_not_found", { photoTypeId: "nope" })
  })

  it("refuses once the campaign's last local day is over", () => {
    s = photoProgramme(scenario()).at("2026-03-21T00:00:00-03:00")
    s.when(upload("p1")).thenRejects("photo.campaign_not_running")
  })

  it("refuses a photo id already used", () => {
    s = photoProgramme(scenario()).at(monday).run(upload("p1"))
    s.when(upload("p1", { photoType: "banner" })).thenRejects("photo.already_exists", { photoId: "p1" })
  })
})

describe("who may send and audit photos", () => {
  it("lets a learner send only their own photo and only auditors audit", () => {
    s = photoProgramme(scenario()).at(monday)
    s.when({ ...upload("p1"), actor: "user:u2" }).thenRejects("auth.forbidden")
    expect(s.when({ ...upload("p1"), actor: "user:u1" }).handled.outcome.status).toBe("accepted")
    s.when({ ...approvePhoto("p1"), actor: "user:u1" }).thenRejects("auth.forbidden")
    expect(s.when({ ...approvePhoto("p1"), actor: "admin:adm" }).handled.outcome.status).toBe("accepted")
  })
})
