import { describe, expect, it } from "vitest"
import { meantCommand } from "../../cli/meantCommand.ts"

const known = ["ReportSale", "ApproveSale", "ReproveSale", "CreateBrand", "CloseCampaign"]

describe("meantCommand", () => {
  it("names the command written in another case or with separators", () => {
    expect(meantCommand("reportSale", known)).toBe("ReportSale")
    expect(meantCommand("report_sale", known)).toBe("ReportSale")
    expect(meantCommand("REPORT-SALE", known)).toBe("ReportSale")
  })

  it("names one within two keystrokes, and nothing further off", () => {
    expect(meantCommand("ReportSales", known)).toBe("ReportSale")
    expect(meantCommand("ReprotSale", known)).toBe("ReportSale")
    expect(meantCommand("CloseCampaing", known)).toBe("CloseCampaign")
    expect(meantCommand("Teleport", known)).toBeUndefined()
    expect(meantCommand("DeleteEverything", known)).toBeUndefined()
    expect(meantCommand("_", known)).toBeUndefined()
  })
})
