import * as v from "valibot"
import { describe, expect, it } from "vitest"
import { maxFileBytes } from "../../domain/api/files/endpoints.ts"
import { REPORTING_WINDOW_DAYS } from "../../domain/sale/decide.ts"
import type { RegistrationOptions } from "../../web-learner/src/features/campaigns/api/getOptions.ts"
import { registrationSchema } from "../../web-learner/src/features/campaigns/components/registrationSchema.ts"
import { reportingWindowDays, saleDateBounds } from "../../web-learner/src/features/sales/components/estimate.ts"
import { maxPhotoBytes, saleSchema } from "../../web-learner/src/features/sales/components/saleSchema.ts"
import { loginSchema } from "../../web-learner/src/features/session/components/loginSchema.ts"
import { formatDate, maskDate, parseDate } from "../../web-learner/src/lib/format.ts"

/** The messages a schema answers, by field path (what the form shows inline). */
const issues = (schema: v.GenericSchema, input: unknown): Record<string, Array<string>> => {
  const result = v.safeParse(schema, input)
  if (result.success) return {}
  const out: Record<string, Array<string>> = {}
  for (const issue of result.issues) (out[v.getDotPath(issue) ?? ""] ??= []).push(issue.message)
  return out
}

describe("login form", () => {
  it("needs a username and a password, and sends the username trimmed", () => {
    expect(issues(loginSchema, { username: "  ", password: "" })).toEqual({ username: ["login.required"], password: ["login.required"] })
    expect(v.parse(loginSchema, { username: " br-001 ", password: "x" })).toEqual({ username: "br-001", password: "x" })
  })
})

describe("campaign registration form (SPEC §5)", () => {
  const options: RegistrationOptions = {
    agencies: [
      { agencyId: "ag-1", name: "A", brandIds: ["b-1", "b-2"] },
      { agencyId: "ag-2", name: "B", brandIds: ["b-3"] }
    ],
    brands: [1, 2, 3].map((n) => ({ brandId: `b-${n}`, name: `Brand ${n}` })),
    chains: [
      { chainId: "c-1", name: "Chain 1" },
      { chainId: "c-2", name: "Chain 2" }
    ],
    stores: [
      { storeId: "s-1", chainId: "c-1", name: "S1", city: "X" },
      { storeId: "s-2", chainId: "c-2", name: "S2", city: "Y" }
    ]
  }
  const schema = registrationSchema(options)
  const valid = { acceptTerms: true, agencyId: "ag-1", brandIds: ["b-1"], chainIds: ["c-1"], storeIds: ["s-1"] }

  it("accepts a complete answer", () => {
    expect(v.parse(schema, valid)).toEqual(valid)
  })

  it("needs the terms accepted", () => {
    expect(issues(schema, { ...valid, acceptTerms: false })).toEqual({ acceptTerms: ["campaign.termsRequired"] })
  })

  it("needs exactly one agency of the campaign's", () => {
    expect(issues(schema, { ...valid, agencyId: "" })).toEqual({ agencyId: ["campaign.agencyRequired"] })
    expect(issues(schema, { ...valid, agencyId: "ag-9" })).toEqual({ agencyId: ["campaign.agencyRequired"] })
  })

  it("needs at least one brand of the chosen agency", () => {
    expect(issues(schema, { ...valid, brandIds: [] })).toEqual({ brandIds: ["campaign.brandRequired"] })
    expect(issues(schema, { ...valid, brandIds: ["b-3"] })).toEqual({ brandIds: ["campaign.brandRequired"] })
  })

  it("needs a store, and one in every chosen chain", () => {
    expect(issues(schema, { ...valid, chainIds: [], storeIds: [] })).toEqual({ storeIds: ["campaign.storeAny"] })
    expect(issues(schema, { ...valid, chainIds: ["c-1", "c-2"] })).toEqual({ storeIds: ["campaign.storeRequired"] })
  })

  it("sends only the stores of the chains still chosen and the agency's brands", () => {
    expect(v.parse(schema, { ...valid, brandIds: ["b-1", "b-3"], storeIds: ["s-1", "s-2"] })).toEqual(valid)
  })
})

describe("sale form (SPEC §5)", () => {
  const today = new Date(2026, 4, 15, 12)
  const bounds = saleDateBounds(today, { begins: "2026-05-01", ends: "2026-06-19" })
  const schema = saleSchema({ locale: "pt-BR", bounds, storeIds: ["s-1"], photoRequired: false })
  const line = { sku: "SKU-1", pointsPerUnit: 10, quantity: 2 }
  const valid = { invoiceNumber: " 123 ", saleDate: "15/05/2026", storeId: "s-1", lines: [line], photo: null }

  it("accepts a complete sale, its date read in the locale's order", () => {
    expect(v.parse(schema, valid)).toEqual({ ...valid, invoiceNumber: "123", saleDate: "2026-05-15" })
    const en = saleSchema({ locale: "en-US", bounds, storeIds: ["s-1"], photoRequired: false })
    expect(v.parse(en, { ...valid, saleDate: "05/14/2026" }).saleDate).toBe("2026-05-14")
  })

  it("needs an invoice number of at most 256 characters", () => {
    expect(issues(schema, { ...valid, invoiceNumber: "  " })).toEqual({ invoiceNumber: ["form.required"] })
    expect(issues(schema, { ...valid, invoiceNumber: "x".repeat(257) })).toEqual({ invoiceNumber: ["form.tooLong"] })
  })

  it("refuses a date that is no real day, older than 15 days, before the campaign or after today", () => {
    expect(issues(schema, { ...valid, saleDate: "31/04/2026" })).toEqual({ saleDate: ["sales.dateInvalid"] })
    expect(issues(schema, { ...valid, saleDate: "2026-05-15" })).toEqual({ saleDate: ["sales.dateInvalid"] })
    expect(issues(schema, { ...valid, saleDate: "29/04/2026" })).toEqual({ saleDate: ["sales.dateLate"] })
    expect(issues(schema, { ...valid, saleDate: "30/04/2026" })).toEqual({ saleDate: ["sales.dateBeforeCampaign"] })
    expect(issues(schema, { ...valid, saleDate: "01/05/2026" })).toEqual({})
    expect(issues(schema, { ...valid, saleDate: "16/05/2026" })).toEqual({ saleDate: ["sales.dateFuture"] })
  })

  it("keeps the domain's 15-day window, the last day included", () => {
    expect(reportingWindowDays).toBe(REPORTING_WINDOW_DAYS)
    const open = saleSchema({ locale: "pt-BR", bounds: saleDateBounds(today, { begins: "2026-01-01", ends: "2026-06-19" }), storeIds: ["s-1"], photoRequired: false })
    expect(issues(open, { ...valid, saleDate: "30/04/2026" })).toEqual({})
    expect(issues(open, { ...valid, saleDate: "29/04/2026" })).toEqual({ saleDate: ["sales.dateLate"] })
  })

  it("needs the invoice photo unless the client waives it (issue 41, item 21)", () => {
    const required = saleSchema({ locale: "pt-BR", bounds, storeIds: ["s-1"], photoRequired: true })
    expect(issues(required, valid)).toEqual({ photo: ["sales.photoRequired"] })
    const photo = new File([new Uint8Array(8)], "nota.png", { type: "image/png" })
    expect(issues(required, { ...valid, photo })).toEqual({})
    expect(issues(schema, valid)).toEqual({})
  })

  it("needs a store of my registration", () => {
    expect(issues(schema, { ...valid, storeId: "" })).toEqual({ storeId: ["sales.storeRequired"] })
    expect(issues(schema, { ...valid, storeId: "s-9" })).toEqual({ storeId: ["sales.storeRequired"] })
  })

  it("needs a product line, each with a whole quantity from 1 to 999", () => {
    expect(issues(schema, { ...valid, lines: [] })).toEqual({ lines: ["sales.linesRequired"] })
    for (const quantity of [0, 1000, 1.5, Number.NaN]) expect(issues(schema, { ...valid, lines: [{ ...line, quantity }] })).toHaveProperty(["lines.0.quantity"])
    expect(issues(schema, { ...valid, lines: [{ ...line, quantity: 999 }] })).toEqual({})
  })

  it("takes an image or a PDF of at most 10 MB as the invoice photo, as the files API does", () => {
    expect(maxPhotoBytes).toBe(maxFileBytes)
    const file = (type: string, size: number) => new File([new Uint8Array(size)], "nota", { type })
    expect(issues(schema, { ...valid, photo: file("image/png", 10) })).toEqual({})
    expect(issues(schema, { ...valid, photo: file("application/pdf", maxPhotoBytes) })).toEqual({})
    expect(issues(schema, { ...valid, photo: file("text/plain", 10) })).toEqual({ photo: ["sales.photoType"] })
    expect(issues(schema, { ...valid, photo: file("image/jpeg", maxPhotoBytes + 1) })).toEqual({ photo: ["sales.photoTooLarge"] })
  })
})

describe("dates typed and shown (DESIGN §7: day/month/year in pt and es, month/day/year otherwise)", () => {
  it("reads what a person types in the locale's order, and only real days", () => {
    expect(parseDate("15/05/2026", "pt-BR")).toBe("2026-05-15")
    expect(parseDate("5/1/2026", "es-ES")).toBe("2026-01-05")
    expect(parseDate("05/15/2026", "en-US")).toBe("2026-05-15")
    expect(parseDate("05/15/2026", "fr-FR")).toBe("2026-05-15")
    expect(parseDate("15/05/2026", "en-US")).toBeUndefined()
    expect(parseDate("29/02/2026", "pt-BR")).toBeUndefined()
    expect(parseDate("29/02/2028", "pt-BR")).toBe("2028-02-29")
    expect(parseDate("2026-05-15", "pt-BR")).toBeUndefined()
  })

  it("writes dates in the same order it reads them", () => {
    for (const locale of ["pt-BR", "en-US", "es-ES", "fr-FR"]) expect(parseDate(formatDate("2026-05-03", locale), locale)).toBe("2026-05-03")
    expect(formatDate("2026-05-03", "fr-FR")).toBe("05/03/2026")
  })

  it("puts the slashes in as the digits come", () => {
    expect(maskDate("1")).toBe("1")
    expect(maskDate("150")).toBe("15/0")
    expect(maskDate("15052026")).toBe("15/05/2026")
    expect(maskDate("15/05/2026")).toBe("15/05/2026")
    expect(maskDate("150520261")).toBe("15/05/2026")
    expect(maskDate("15/052")).toBe("15/05/2")
    expect(maskDate("15/")).toBe("15/")
    expect(maskDate("1/5/2026")).toBe("1/5/2026")
    expect(maskDate("15-05-2026")).toBe("15/05/2026")
    expect(maskDate("")).toBe("")
  })
})
