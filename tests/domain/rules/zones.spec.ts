import { afterEach, describe, expect, it } from "vitest"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"
import { cpfs, levels } from "../../support/setup.ts"

let s: Scenario
afterEach(() => s.close())

/**
 * The sale window's "today", a campaign's end and the registration age, in each of the seven
 * countries' zones (DESIGN §4.1). Every instant is written with its country's offset that day,
 * by hand: in June Brazil and Argentina are at UTC−3, Canada (EDT) and Chile (winter) at −4,
 * Colombia and Peru at −5, Mexico at −6 all year (no DST since 2022). So at 23:30 local in any
 * country west of Brazil it is already the next day in São Paulo, and a rule computed in one
 * fixed zone fails here for some country.
 */
interface Country {
  readonly code: "AR" | "BR" | "CA" | "CL" | "CO" | "MX" | "PE"
  readonly zone: string
  /** The UTC offset on the June days the main cases use. */
  readonly june: string
  readonly document: string
}
const countries: ReadonlyArray<Country> = [
  { code: "BR", zone: "America/Sao_Paulo", june: "-03:00", document: cpfs[0]! },
  { code: "AR", zone: "America/Argentina/Buenos_Aires", june: "-03:00", document: "12345678" },
  { code: "CA", zone: "America/Toronto", june: "-04:00", document: "ON-123-456" },
  { code: "CL", zone: "America/Santiago", june: "-04:00", document: "12.345.678-5" },
  { code: "CO", zone: "America/Bogota", june: "-05:00", document: "1020304050" },
  { code: "MX", zone: "America/Mexico_City", june: "-06:00", document: "GODE561231HDFRRN09" },
  { code: "PE", zone: "America/Lima", june: "-05:00", document: "45678912" }
]

const world = (c: Country, campaign: { begins: string; ends: string; setUpAt: string }, birthday = "1990-05-17"): Scenario =>
  scenario()
    .at(campaign.setUpAt)
    .run(
      { type: "CreateBrand", payload: { brandId: "acme", name: "Acme" } },
      { type: "CreateAgency", payload: { agencyId: "ag1", name: "Agência", brandIds: ["acme"] } },
      { type: "CreateRetailChain", payload: { chainId: "ch", name: "Cadena", country: c.code } },
      { type: "CreateStore", payload: { storeId: "st", chainId: "ch", name: "Tienda Centro", country: c.code, city: "Capital" } },
      { type: "CreateProduct", payload: { sku: "NB-100", productType: "notebook", brandId: "acme" } },
      { type: "RegisterAccount", payload: { userId: "u1", country: c.code, document: c.document, email: "u1@example.com", fullName: "Pessoa Um", birthday, role: "learner" } },
      { type: "ApproveAccount", payload: { userId: "u1" } },
      { type: "DraftCampaign", payload: { campaignId: "K", name: "K", country: c.code, begins: campaign.begins, ends: campaign.ends, pointsTable: [{ sku: "NB-100", pointsPerUnit: 100 }], levels } },
      { type: "EnrollStore", payload: { campaignId: "K", storeId: "st" } },
      { type: "OpenCampaign", payload: { campaignId: "K" } }
    )

const registration: Step = {
  type: "RegisterForCampaign",
  payload: { campaignId: "K", userId: "u1", acceptTerms: true, agencyId: "ag1", brandIds: ["acme"], storeIds: ["st"] }
}
const report = (saleId: string, saleDate: string, at: string): Step => ({
  type: "ReportSale",
  at,
  payload: { saleId, campaignId: "K", userId: "u1", invoiceNumber: `NF-${saleId}`, saleDate, storeId: "st", lines: [{ sku: "NB-100", quantity: 1 }] }
})
const close = (at: string): Step => ({ type: "CloseCampaign", payload: { campaignId: "K" }, at })

const accepts = (step: Step) => expect(s.when(step).handled.outcome).toMatchObject({ status: "accepted" })

/** K runs 2026-05-04 → 2026-06-19, opened in April. */
const june = { begins: "2026-05-04", ends: "2026-06-19", setUpAt: "2026-04-20T12:00:00Z" }
const registered = (c: Country) => world(c, june).at(`2026-05-05T10:00:00${c.june}`).run(registration)

describe.each(countries)("in $code ($zone)", (c) => {
  it("takes reports until the last second of the campaign's last local day, none from the first second after", () => {
    s = registered(c)
    accepts(report("last", "2026-06-19", `2026-06-19T23:59:59${c.june}`))
    s.when(report("late", "2026-06-19", `2026-06-20T00:00:00${c.june}`)).thenRejects("sale.campaign_ended", { campaignId: "K", ends: "2026-06-19" })
  })

  it("closes the campaign only from the first second after its last local day", () => {
    s = registered(c)
    s.when(close(`2026-06-19T23:59:59${c.june}`)).thenRejects("campaign.still_running", { campaignId: "K", ends: "2026-06-19" })
    accepts(close(`2026-06-20T00:00:00${c.june}`))
  })

  it("counts today in the country's zone: at 23:30 local a sale of today is accepted, one of tomorrow is in the future", () => {
    s = registered(c)
    accepts(report("today", "2026-06-10", `2026-06-10T23:30:00${c.june}`))
    s.when(report("tomorrow", "2026-06-11", `2026-06-10T23:30:00${c.june}`)).thenRejects("sale.date_in_future", { saleDate: "2026-06-11", today: "2026-06-10" })
  })

  it("counts the 15 days from the local date of the report", () => {
    s = registered(c)
    accepts(report("day15", "2026-05-26", `2026-06-10T23:30:00${c.june}`))
    s.when(report("day16", "2026-05-25", `2026-06-10T23:30:00${c.june}`)).thenRejects("sale.window_expired", {
      saleDate: "2026-05-25",
      reportedOn: "2026-06-10",
      days: 16
    })
  })

  it("judges the age on the local registration date: 18 from the first second of the birthday", () => {
    s = world(c, june, "2008-06-11")
    s.when({ ...registration, at: `2026-06-10T23:30:00${c.june}` }).thenRejects("registration.underage", { minimumAge: 18 })
    accepts({ ...registration, at: `2026-06-11T00:00:00${c.june}` })
  })
})

describe("across daylight-saving changes", () => {
  const chile = countries.find((c) => c.code === "CL")!
  const canada = countries.find((c) => c.code === "CA")!

  it("Chile, 4 April 2026: the last day has 25 hours (23:00 comes twice, at −3 then −4)", () => {
    s = world(chile, { begins: "2026-01-05", ends: "2026-04-04", setUpAt: "2025-12-20T12:00:00Z" }).at("2026-01-06T12:00:00-03:00").run(registration)
    accepts(report("second-2330", "2026-04-04", "2026-04-04T23:30:00-04:00"))
    accepts(report("last", "2026-04-04", "2026-04-04T23:59:59-04:00"))
    s.when(report("late", "2026-04-04", "2026-04-05T00:00:00-04:00")).thenRejects("sale.campaign_ended", { campaignId: "K", ends: "2026-04-04" })
  })

  it("Chile, 6 September 2026: midnight does not exist, the day starts at 01:00 (−3)", () => {
    s = world(chile, { begins: "2026-07-06", ends: "2026-09-05", setUpAt: "2026-06-20T12:00:00Z" }, "2008-09-06").at("2026-09-05T23:59:59-04:00")
    s.when(registration).thenRejects("registration.underage", { minimumAge: 18 })
    accepts({ ...registration, at: "2026-09-06T01:00:00-03:00" })
    s.when(close("2026-09-05T23:59:59-04:00")).thenRejects("campaign.still_running", { campaignId: "K", ends: "2026-09-05" })
    accepts(close("2026-09-06T01:00:00-03:00"))
  })

  it("Canada, 8 March 2026: a 23-hour last day ends at midnight EDT (−4)", () => {
    s = world(canada, { begins: "2026-01-05", ends: "2026-03-08", setUpAt: "2025-12-20T12:00:00Z" }).at("2026-01-06T12:00:00-05:00").run(registration)
    accepts(report("last", "2026-03-08", "2026-03-08T23:59:59-04:00"))
    s.when(report("late", "2026-03-08", "2026-03-09T00:00:00-04:00")).thenRejects("sale.campaign_ended", { campaignId: "K", ends: "2026-03-08" })
    s.when(report("future", "2026-03-09", "2026-03-08T23:30:00-04:00")).thenRejects("sale.date_in_future", { saleDate: "2026-03-09", today: "2026-03-08" })
  })

  it("Canada, 1 November 2026: a 25-hour last day ends at midnight EST (−5)", () => {
    s = world(canada, { begins: "2026-09-07", ends: "2026-11-01", setUpAt: "2026-08-20T12:00:00Z" }).at("2026-09-08T12:00:00-04:00").run(registration)
    accepts(report("last", "2026-11-01", "2026-11-01T23:59:59-05:00"))
    s.when(report("late", "2026-11-01", "2026-11-02T00:00:00-05:00")).thenRejects("sale.campaign_ended", { campaignId: "K", ends: "2026-11-01" })
    s.when(close("2026-11-01T23:59:59-05:00")).thenRejects("campaign.still_running", { campaignId: "K", ends: "2026-11-01" })
  })

  it("Mexico keeps −6 through the summer: no daylight saving since 2022", () => {
    const mexico = countries.find((c) => c.code === "MX")!
    s = registered(mexico)
    // Under the old rules (CDT, −5) this instant would already be 20 June.
    accepts(report("last", "2026-06-19", "2026-06-20T05:59:59Z"))
    s.when(report("late", "2026-06-19", "2026-06-20T06:00:00Z")).thenRejects("sale.campaign_ended", { campaignId: "K", ends: "2026-06-19" })
  })
})
