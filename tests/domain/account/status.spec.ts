import { afterEach, describe, expect, it } from "vitest"
import { AccountApproved, AccountBlocked, AccountUnblocked } from "../../../domain/account/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { approve, block, registerAccount, unblock } from "../../support/accounts.ts"
import { decodeError } from "../../support/decode.ts"

let s: Scenario
afterEach(() => s.close())

const awaiting = () => scenario().at("2026-01-10T10:00:00-03:00").run(registerAccount("u1"))

describe("ApproveAccount", () => {
  it("approves an account awaiting approval", () => {
    s = awaiting()
    s.when(approve("u1")).thenEvents(new AccountApproved({ userId: "u1" }))
  })

  it("approves once", () => {
    s = awaiting().run(approve("u1"))
    s.when(approve("u1")).thenRejects("account.already_approved", { userId: "u1" })
  })

  it("does not approve a blocked account", () => {
    s = awaiting().run(block("u1"))
    s.when(approve("u1")).thenRejects("account.blocked", { userId: "u1" })
  })

  it("needs an account that exists", () => {
    s = awaiting()
    s.when(approve("u9")).thenRejects("account.not_found", { userId: "u9" })
  })
})

describe("BlockAccount", () => {
  it("blocks an approved account with its reason", () => {
    s = awaiting().run(approve("u1"))
    s.when(block("u1", "Notas fiscais adulteradas")).thenEvents(new AccountBlocked({ userId: "u1", reason: "Notas fiscais adulteradas" }))
  })

  it("blocks an account still awaiting approval", () => {
    s = awaiting()
    s.when(block("u1", "Cadastro duplicado")).thenEvents(new AccountBlocked({ userId: "u1", reason: "Cadastro duplicado" }))
  })

  it("needs a reason", () => {
    s = awaiting()
    const error = decodeError(s.programme.handler, "BlockAccount", { userId: "u1", reason: "" })
    expect(error && "issues" in error && error.issues.map((i) => i.path)).toEqual(["reason"])
  })

  it("does not block a blocked account again", () => {
    s = awaiting().run(block("u1"))
    s.when(block("u1", "Outro motivo")).thenRejects("account.blocked", { userId: "u1" })
  })

  it("needs an account that exists", () => {
    s = awaiting()
    s.when(block("u9")).thenRejects("account.not_found", { userId: "u9" })
  })
})

describe("UnblockAccount", () => {
  it("returns an account approved before its block to approved", () => {
    s = awaiting().run(approve("u1"), block("u1"))
    s.when(unblock("u1")).thenEvents(new AccountUnblocked({ userId: "u1" }))
    s.when(approve("u1")).thenRejects("account.already_approved", { userId: "u1" })
  })

  it("returns an account never approved to awaiting approval", () => {
    s = awaiting().run(block("u1"))
    s.when(unblock("u1")).thenEvents(new AccountUnblocked({ userId: "u1" }))
    s.when(approve("u1")).thenEvents(new AccountApproved({ userId: "u1" }))
  })

  it("shows the returned status in the accounts read model", () => {
    s = awaiting().run(registerAccount("u2", { document: "111.444.777-35" }), approve("u1"), block("u1"), block("u2"), unblock("u1"), unblock("u2"))
    const rows = s.programme.db.prepare("SELECT user_id AS userId, status, block_reason AS reason FROM accounts ORDER BY user_id").all()
    expect(rows).toEqual([
      { userId: "u1", status: "approved", reason: null },
      { userId: "u2", status: "awaiting_approval", reason: null }
    ])
  })

  it("unblocks only a blocked account", () => {
    s = awaiting().run(approve("u1"))
    s.when(unblock("u1")).thenRejects("account.not_blocked", { userId: "u1" })
  })

  it("needs an account that exists", () => {
    s = awaiting()
    s.when(unblock("u9")).thenRejects("account.not_found", { userId: "u9" })
  })
})
