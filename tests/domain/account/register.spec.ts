import { afterEach, describe, it } from "vitest"
import { AccountRegistered } from "../../../domain/account/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { registerAccount } from "../../support/accounts.ts"

let s: Scenario
afterEach(() => s.close())

describe("RegisterAccount", () => {
  it("opens an account awaiting approval; the event carries no personal data", () => {
    s = scenario().at("2026-01-10T10:00:00-03:00")
    s.when(registerAccount("u1")).thenEvents(new AccountRegistered({ userId: "u1", country: "BR", role: "learner" }))
  })

  it("registers a user id once", () => {
    s = scenario().at("2026-01-10T10:00:00-03:00").run(registerAccount("u1"))
    s.when(registerAccount("u1", { document: "111.444.777-35" })).thenRejects("account.already_exists", { userId: "u1" })
  })
})

describe("RegisterAccount: e-mail", () => {
  for (const email of ["maria", "maria@", "@exemplo.com.br", "maria@exemplo", "maria silva@exemplo.com.br", "maria@@exemplo.com.br"]) {
    it(`refuses the e-mail "${email}"`, () => {
      s = scenario().at("2026-01-10T10:00:00-03:00")
      s.when(registerAccount("u1", { email })).thenRejects("account.invalid_email", {})
    })
  }

  it("accepts a plus-addressed e-mail on a country domain", () => {
    s = scenario().at("2026-01-10T10:00:00-03:00")
    s.when(registerAccount("u1", { email: "maria.silva+vitrine@exemplo.com.br" })).thenEvents(
      new AccountRegistered({ userId: "u1", country: "BR", role: "learner" })
    )
  })
})

describe("RegisterAccount: birthday strictly before today, in the country's zone", () => {
  it("refuses a birthday of today", () => {
    s = scenario().at("2026-01-10T10:00:00-03:00")
    s.when(registerAccount("u1", { birthday: "2026-01-10" })).thenRejects("account.birthday_not_past", { today: "2026-01-10" })
  })

  it("accepts a birthday of yesterday", () => {
    s = scenario().at("2026-01-10T10:00:00-03:00")
    s.when(registerAccount("u1", { birthday: "2026-01-09" })).thenEvents(new AccountRegistered({ userId: "u1", country: "BR", role: "learner" }))
  })

  it("refuses a birthday in the future", () => {
    s = scenario().at("2026-01-10T10:00:00-03:00")
    s.when(registerAccount("u1", { birthday: "2030-01-01" })).thenRejects("account.birthday_not_past", { today: "2026-01-10" })
  })

  it("counts today in Brazil's zone: 22:00 in São Paulo is already the next day in UTC", () => {
    s = scenario().at("2026-01-10T01:00:00Z")
    s.when(registerAccount("u1", { birthday: "2026-01-09" })).thenRejects("account.birthday_not_past", { today: "2026-01-09" })
  })

  it("counts today in Mexico's zone for a Mexican account", () => {
    s = scenario().at("2026-01-10T05:00:00Z")
    s.when(registerAccount("u1", { country: "MX", document: "GODE561231GR8", birthday: "2026-01-09" }))
      .thenRejects("account.birthday_not_past", { today: "2026-01-09" })
  })
})
