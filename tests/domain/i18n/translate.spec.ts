import { describe, expect, it } from "vitest"
import { resolveLocale, translate } from "../../../domain/i18n/translate.ts"

const windowExpired = { saleDate: "2026-01-07", reportedOn: "2026-01-23", days: 16 }
const outside = { saleDate: "2026-03-21", begins: "2026-01-05", ends: "2026-03-20" }

describe("translate", () => {
  it("reads in Brazilian Portuguese by default", () => {
    expect(translate("sale.window_expired", undefined, windowExpired)).toBe(
      "A venda foi informada 16 dias depois da data da nota; o prazo é de 15 dias."
    )
  })

  it("reads in each supported locale", () => {
    expect(translate("sale.window_expired", "en-US", windowExpired)).toBe("The sale was reported 16 days after the invoice date; the limit is 15 days.")
    expect(translate("sale.window_expired", "es-ES", windowExpired)).toBe(
      "La venta se registró 16 días después de la fecha de la factura; el plazo es de 15 días."
    )
    expect(translate("sale.window_expired", "fr-FR", windowExpired)).toBe(
      "La vente a été déclarée 16 jours après la date de la facture ; le délai est de 15 jours."
    )
  })

  it("writes dates day/month/year in pt and es, month/day/year otherwise (DESIGN §7)", () => {
    expect(translate("sale.outside_campaign", "pt-BR", outside)).toBe(
      "A data da venda (21/03/2026) está fora do período da campanha, de 05/01/2026 a 20/03/2026."
    )
    expect(translate("sale.outside_campaign", "es-ES", outside)).toContain("del 05/01/2026 al 20/03/2026")
    expect(translate("sale.outside_campaign", "en-US", outside)).toBe("The sale date (03/21/2026) is outside the campaign period, 01/05/2026 to 03/20/2026.")
    expect(translate("sale.outside_campaign", "fr-FR", outside)).toContain("du 01/05/2026 au 03/20/2026")
  })

  it("names countries, vocabulary and lists in the locale's words", () => {
    expect(translate("registration.wrong_country", "pt-BR", { campaignCountry: "BR", accountCountry: "AR" })).toBe(
      "A campanha e a conta são de países diferentes (campanha: Brasil; conta: Argentina)."
    )
    expect(translate("reference.unknown", "en-US", { kind: "chain", id: "ch9" })).toBe("We couldn't find the retail chain ch9.")
    expect(translate("campaign.not_open", "es-ES", { campaignId: "C1", status: "closed" })).toBe("La campaña C1 no está abierta (estado: cerrada).")
    expect(translate("level.sales_not_approved", "pt-BR", { userId: "u1", saleIds: ["s1", "s2", "s3"] })).toMatch(/Pendentes: s1, s2 e s3\.$/)
  })

  it("groups thousands as the locale does", () => {
    expect(translate("wallet.insufficient_balance", "pt-BR", { balance: 1250, points: 3000 })).toBe(
      "Pontos insuficientes para esta operação (saldo: 1.250; necessário: 3.000)."
    )
    expect(translate("wallet.insufficient_balance", "en-US", { balance: 1250, points: 3000 })).toBe("Not enough points for this (balance: 1,250; needed: 3,000).")
  })

  it("answers a code it does not know with a generic message naming it", () => {
    expect(translate("photo.too_blurry", "pt-BR")).toBe("Não foi possível concluir a operação (código photo.too_blurry).")
    expect(translate("photo.too_blurry", "en-US")).toBe("The operation could not be completed (code photo.too_blurry).")
  })
})

describe("resolveLocale", () => {
  it("takes a supported tag as it is, in any case", () => {
    expect(resolveLocale("fr-FR")).toBe("fr-FR")
    expect(resolveLocale("en-us")).toBe("en-US")
    expect(resolveLocale("es_ES")).toBe("es-ES")
  })

  it("matches another region of a supported language by the part before the dash", () => {
    expect(resolveLocale("es-AR")).toBe("es-ES")
    expect(resolveLocale("pt-PT")).toBe("pt-BR")
    expect(resolveLocale("fr-CA")).toBe("fr-FR")
    expect(resolveLocale("en")).toBe("en-US")
  })

  it("falls back to pt-BR", () => {
    expect(resolveLocale("de-DE")).toBe("pt-BR")
    expect(resolveLocale(undefined)).toBe("pt-BR")
    expect(translate("account.invalid_email", "de-DE")).toBe("Informe um e-mail válido, como nome@empresa.com.br.")
  })
})
