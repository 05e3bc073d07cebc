import { describe, expect, it } from "vitest"
import { answerDate, isWorkingDay } from "../../../adapters/support/answerDate.ts"

describe("answerDate: 7 working days of the learner's country (DESIGN §4.10)", () => {
  it("BR: a week that holds Consciência Negra (Fri 20 Nov 2026) and a weekend ends a day later", () => {
    // Thu 12 → Fri 13, Mon 16 … Thu 19, (Fri 20 holiday, weekend), Mon 23, Tue 24.
    expect(answerDate("BR", "2026-11-12")).toBe("2026-11-24")
    expect(isWorkingDay("BR", "2026-11-20")).toBe(false)
  })

  it("MX: the same week holds the Revolución (Mon 16 Nov 2026) instead", () => {
    expect(answerDate("MX", "2026-11-12")).toBe("2026-11-24")
    expect(isWorkingDay("MX", "2026-11-16")).toBe(false)
    // Brazil works that Monday: the calendars are the country's own.
    expect(isWorkingDay("BR", "2026-11-16")).toBe(true)
  })

  it("a week without holidays is seven weekdays: Thu 5 Nov 2026 in Canada → Mon 16 Nov", () => {
    expect(answerDate("CA", "2026-11-05")).toBe("2026-11-16")
  })

  it("CA across Christmas, a weekend and New Year into the next year's calendar", () => {
    // Thu 24 Dec → (25 holiday, weekend) 28, 29, 30, 31, (1 Jan holiday, weekend) 4, 5, 6 Jan.
    expect(answerDate("CA", "2026-12-24")).toBe("2027-01-06")
  })

  it("a message sent on a Saturday counts from Monday", () => {
    expect(answerDate("AR", "2026-10-03")).toBe("2026-10-14") // Mon 5 … Fri 9, Tue 13 (12 holiday), Wed 14
  })

  it("every country of the programme has a calendar with holidays", () => {
    for (const c of ["AR", "BR", "CA", "CL", "CO", "MX", "PE"] as const) expect(isWorkingDay(c, "2026-12-25")).toBe(false)
  })
})
