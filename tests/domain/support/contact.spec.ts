import { afterEach, describe, expect, it } from "vitest"
import { ContactMessageSent } from "../../../domain/support/events.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"

let s: Scenario
afterEach(() => s.close())

const send = (extra: Record<string, unknown> = {}): Step => ({
  type: "SendContactMessage",
  actor: "user:u1",
  payload: { messageId: "m1", userId: "u1", country: "BR", subject: "Pontos", message: "Minha venda sumiu.", answerBy: "2026-01-13", ...extra }
})

describe("SendContactMessage", () => {
  it("a learner writes to support, with the date they were promised an answer by", () => {
    s = standardProgramme(scenario())
    s.when(send()).thenEvents(new ContactMessageSent({ messageId: "m1", userId: "u1", country: "BR", subject: "Pontos", message: "Minha venda sumiu.", answerBy: "2026-01-13" }))
  })

  it("refuses a second message under the same id", () => {
    s = standardProgramme(scenario()).run(send())
    s.when(send()).thenRejects("support.message_already_sent", { messageId: "m1" })
  })

  it("is the learner's own: nobody writes in another's name", () => {
    s = standardProgramme(scenario())
    s.when({ ...send(), actor: "user:adm" }).thenRejects("auth.forbidden")
  })

  it("refuses an empty message", () => {
    s = standardProgramme(scenario())
    expect(() => s.when(send({ message: "" }))).toThrow(/"path":"message"/)
  })
})
