import { afterEach, describe, expect, it } from "vitest"
import { AccountRegistered } from "../../../domain/account/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { registerAccount } from "../../support/accounts.ts"
import { stdnumAcceptsCpf } from "../../support/stdnumCpf.ts"

let s: Scenario
afterEach(() => s.close())

const at = "2026-01-10T10:00:00-03:00"
const registered = (userId: string, country: "BR" | "AR" | "CA" | "CL" = "BR") => new AccountRegistered({ userId, country, role: "learner" })

describe("Brazil: the document is a CPF", () => {
  it("accepts a CPF written with dots and a dash", () => {
    s = scenario().at(at)
    s.when(registerAccount("u1", { document: "529.982.247-25" })).thenEvents(registered("u1"))
  })

  it("accepts a CPF written as bare digits or with spaces", () => {
    s = scenario().at(at)
    s.when(registerAccount("u1", { document: "11144477735" })).thenEvents(registered("u1"))
    s.when(registerAccount("u2", { document: "123 456 789 09" })).thenEvents(registered("u2"))
  })

  it("refuses a wrong first check digit", () => {
    s = scenario().at(at)
    s.when(registerAccount("u1", { document: "529.982.247-35" })).thenRejects("account.invalid_document", { country: "BR" })
  })

  it("refuses a wrong second check digit", () => {
    s = scenario().at(at)
    s.when(registerAccount("u1", { document: "529.982.247-26" })).thenRejects("account.invalid_document", { country: "BR" })
  })

  it("refuses all-equal digits even though their check digits add up", () => {
    expect(stdnumAcceptsCpf("111.111.111-11")).toBe(true)
    s = scenario().at(at)
    s.when(registerAccount("u1", { document: "111.111.111-11" })).thenRejects("account.invalid_document", { country: "BR" })
    s.when(registerAccount("u2", { document: "00000000000" })).thenRejects("account.invalid_document", { country: "BR" })
  })

  it("refuses anything but 11 digits", () => {
    s = scenario().at(at)
    for (const document of ["529.982.247-2", "529.982.247-250", "52998224A25"]) {
      s.when(registerAccount("u1", { document })).thenRejects("account.invalid_document", { country: "BR" })
    }
  })
})

describe("Argentina: the document is 8 digits", () => {
  it("accepts 8 digits, with or without dots", () => {
    s = scenario().at(at)
    s.when(registerAccount("u1", { country: "AR", document: "12345678" })).thenEvents(registered("u1", "AR"))
    s.when(registerAccount("u2", { country: "AR", document: "23.456.789" })).thenEvents(registered("u2", "AR"))
  })

  it("refuses 7 or 9 digits and letters", () => {
    s = scenario().at(at)
    for (const document of ["1234567", "123456789", "1234567A"]) {
      s.when(registerAccount("u1", { country: "AR", document })).thenRejects("account.invalid_document", { country: "AR" })
    }
  })
})

describe("Other countries: the document is free text", () => {
  it("accepts any non-blank document in Canada", () => {
    s = scenario().at(at)
    s.when(registerAccount("u1", { country: "CA", document: "A-1 b" })).thenEvents(registered("u1", "CA"))
  })

  it("refuses a blank document", () => {
    s = scenario().at(at)
    s.when(registerAccount("u1", { country: "CA", document: "   " })).thenRejects("account.invalid_document", { country: "CA" })
  })
})

describe("A document is unique per country", () => {
  it("refuses a CPF already used, however it is written", () => {
    s = scenario().at(at).run(registerAccount("u1", { document: "529.982.247-25" }))
    s.when(registerAccount("u2", { document: "52998224725" })).thenRejects("account.document_taken", { country: "BR" })
  })

  it("refuses a free-text document already used, ignoring case and surrounding spaces", () => {
    s = scenario().at(at).run(registerAccount("u1", { country: "CA", document: "AB123" }))
    s.when(registerAccount("u2", { country: "CA", document: " ab123 " })).thenRejects("account.document_taken", { country: "CA" })
  })

  it("accepts the same document in another country", () => {
    s = scenario().at(at).run(registerAccount("u1", { country: "AR", document: "12345678" }))
    s.when(registerAccount("u2", { country: "CL", document: "12345678" })).thenEvents(registered("u2", "CL"))
    s.when(registerAccount("u3", { country: "AR", document: "12.345.678" })).thenRejects("account.document_taken", { country: "AR" })
  })
})
