import { afterEach, describe, expect, it } from "vitest"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { registerAccount } from "../../support/accounts.ts"
import { logText } from "../../support/db.ts"

let s: Scenario
afterEach(() => s.close())

/** Distinctive values, so that finding any of them in the log can only mean a leak. */
const person = {
  document: "935.411.347-80",
  email: "Joana.Quitéria@Exemplo.com.br",
  fullName: "Joana Quitéria Albuquerque",
  birthday: "1987-11-23"
}
const traces = ["935.411.347-80", "93541134780", "Joana", "Quitéria", "Albuquerque", "joana.quitéria@exemplo.com.br", "Exemplo.com.br", "1987-11-23"]

const everything = (s: Scenario) => logText(s.programme.db) + JSON.stringify(s.programme.db.prepare("SELECT * FROM commands").all())

describe("Personal data stays out of the event log (DESIGN §3)", () => {
  it("writes no name, e-mail, document or birthday to the log or the command record", () => {
    s = scenario().at("2026-01-10T10:00:00-03:00")
    expect(s.send(registerAccount("u1", person)).outcome.status).toBe("accepted")
    const stored = everything(s)
    expect(stored).toContain("u1")
    for (const trace of traces) expect(stored).not.toContain(trace)
  })

  it("keeps them in personal_data, document normalized and e-mail lower-cased", () => {
    s = scenario().at("2026-01-10T10:00:00-03:00").run(registerAccount("u1", person))
    expect(s.programme.db.prepare("SELECT * FROM personal_data").all()).toEqual([
      {
        user_id: "u1",
        country: "BR",
        document: "93541134780",
        email: "joana.quitéria@exemplo.com.br",
        full_name: "Joana Quitéria Albuquerque",
        birthday: "1987-11-23",
        erased_at: null,
        phone: null,
        phone_verified_at: null,
        profile: null,
        avatar_file_id: null
      }
    ])
  })

  it("keeps no personal data from a rejected registration, not even in its recorded outcome", () => {
    s = scenario().at("2026-01-10T10:00:00-03:00")
    const rejected = s.send(registerAccount("u1", { ...person, birthday: "2026-11-23" }))
    expect(rejected.outcome).toMatchObject({ status: "rejected", code: "account.birthday_not_past" })
    const stored = everything(s)
    for (const trace of [...traces, "2026-11-23"]) expect(stored).not.toContain(trace)
    expect(s.programme.db.prepare("SELECT count(*) AS n FROM personal_data").get()).toEqual({ n: 0 })
  })
})
