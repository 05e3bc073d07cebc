import { describe, expect, it } from "vitest"
import { meantName } from "../../cli/meant.ts"

const known = ["ReportSale", "ApproveSale", "ReproveSale", "CreateBrand", "CloseCampaign"]

describe("meantName", () => {
  it("names the command written in another case or with separators", () => {
    expect(meantName("reportSale", known)).toBe("ReportSale")
    expect(meantName("report_sale", known)).toBe("ReportSale")
    expect(meantName("REPORT-SALE", known)).toBe("ReportSale")
  })

  it("names one within two keystrokes, and nothing further off", () => {
    expect(meantName("ReportSales", known)).toBe("ReportSale")
    expect(meantName("ReprotSale", known)).toBe("ReportSale")
    expect(meantName("CloseCampaing", known)).toBe("CloseCampaign")
    expect(meantName("Teleport", known)).toBeUndefined()
    expect(meantName("DeleteEverything", known)).toBeUndefined()
    expect(meantName("_", known)).toBeUndefined()
  })

  it("names a field as it names a command", () => {
    const fields = ["saleId", "invoiceNumber", "observation", "lines"]
    expect(meantName("invoice_number", fields)).toBe("invoiceNumber")
    expect(meantName("observaton", fields)).toBe("observation")
    expect(meantName("observação", fields)).toBeUndefined()
    expect(meantName("comment", fields)).toBeUndefined()
  })
})
