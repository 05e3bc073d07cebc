import { afterEach, describe, expect, it } from "vitest"
import { certificateCode } from "../../../domain/certificate/code.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs } from "../../support/setup.ts"
import { answers, complete, enrol, learning, start, submit, tags } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const show = (code: string, value: boolean, userId = "u1", actor = `user:${userId}`) => ({ type: "ShowNameOnCertificate", payload: { code, userId, show: value }, actor })

/** u1 passed K1 (certificate `code`); u2 is enrolled and has none. */
const approved = () => {
  s = learning(scenario()).run(...account("u2", cpfs[1]!), enrol("K1", "u2"), complete("K1", "v1"), start("at1", "T1"), submit("at1", answers(4)))
  return certificateCode("K1", "u1")
}

describe("the holder's name on a certificate's public verification", () => {
  it("is shown in full only once the holder allows it, and hidden again when they take it back", () => {
    const code = approved()
    expect(s.when(show(code, true)).events).toMatchObject([{ _tag: "CertificateNameShown", code, userId: "u1", show: true }])
    expect(tags(s.when(show(code, true)).events)).toEqual([])
    expect(s.when(show(code, false)).events).toMatchObject([{ _tag: "CertificateNameShown", show: false }])
  })

  it("is the holder's choice alone: another learner's certificate or an unknown code is not found, and nobody acts for another", () => {
    const code = approved()
    s.when(show(code, true, "u2")).thenRejects("certificate.not_found", { certificateCode: code })
    s.when(show("ZZZZZ-ZZZZZ", true)).thenRejects("certificate.not_found", { certificateCode: "ZZZZZ-ZZZZZ" })
    s.when(show(code, true, "u1", "user:u2")).thenRejects("auth.forbidden")
  })
})
