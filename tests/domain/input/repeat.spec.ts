import { afterEach, describe, expect, it } from "vitest"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { sale, standardProgramme } from "../../support/setup.ts"
import { approve, registerAccount } from "../../support/accounts.ts"
import { snapshot } from "../../support/db.ts"

let s: Scenario
afterEach(() => s.close())

const recorded = (commandId: string) =>
  s.programme.db.prepare<[string], { outcome: string }>("SELECT outcome FROM commands WHERE command_id = ?").get(commandId)?.outcome

describe("A rule rejection writes no event but records its outcome under the command id", () => {
  it("records the code and details, and appends nothing", () => {
    s = standardProgramme(scenario())
    const lastPosition = s.programme.log.lastPosition()
    const first = s.send(approve("u9"), "approve-u9")
    expect(first).toEqual({ outcome: { status: "rejected", code: "account.not_found", details: { userId: "u9" } }, repeated: false, events: [] })
    expect(s.programme.log.lastPosition()).toBe(lastPosition)
    expect(JSON.parse(recorded("approve-u9")!)).toEqual({ status: "rejected", code: "account.not_found", details: { userId: "u9" } })
  })

  it("answers the same rejection to the same command id, even once the rule would pass", () => {
    s = standardProgramme(scenario())
    s.send(approve("u9"), "approve-u9")
    s.run(registerAccount("u9", { country: "CA", document: "CA-U9" }))
    const before = snapshot(s.programme.db)
    const again = s.send(approve("u9"), "approve-u9")
    expect(again).toEqual({ outcome: { status: "rejected", code: "account.not_found", details: { userId: "u9" } }, repeated: true, events: [] })
    expect(snapshot(s.programme.db)).toEqual(before)
  })

  it("decides the same command afresh under a new command id", () => {
    s = standardProgramme(scenario())
    s.send(approve("u9"), "approve-u9")
    s.run(registerAccount("u9", { country: "CA", document: "CA-U9" }))
    expect(s.send(approve("u9"), "approve-u9-again").outcome).toEqual({ status: "accepted", events: 1 })
  })

  it("records a refused actor's command the same way", () => {
    s = standardProgramme(scenario())
    const denied = s.send({ ...approve("u1"), actor: "user:u1" }, "self-approval")
    expect(denied.outcome).toMatchObject({ status: "rejected", code: "auth.forbidden" })
    expect(s.send({ ...approve("u1"), actor: "admin:adm" }, "self-approval")).toMatchObject({ outcome: denied.outcome, repeated: true })
  })
})

describe("An accepted command repeated under its command id", () => {
  it("answers the first outcome and writes nothing", () => {
    s = standardProgramme(scenario())
    const first = s.send(sale("s1"), "report-s1")
    expect(first.outcome).toEqual({ status: "accepted", events: 3 })
    const before = snapshot(s.programme.db)
    expect(s.send(sale("s1"), "report-s1")).toEqual({ outcome: { status: "accepted", events: 3 }, repeated: true, events: [] })
    expect(snapshot(s.programme.db)).toEqual(before)
  })
})
