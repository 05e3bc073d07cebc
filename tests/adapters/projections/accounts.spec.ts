import { asc, eq } from "drizzle-orm"
import { afterEach, describe, expect, it } from "vitest"
import { accounts } from "../../../adapters/projections/accounts.ts"
import { personalData } from "../../../adapters/store/schema.ts"
import { OnFile } from "../../support/onFile.ts"
import { cpfs } from "../../support/setup.ts"

let f: OnFile
afterEach(() => f.remove())

const signUp = (userId: string, document: string, fullName: string, email: string) => ({
  type: "RegisterAccount",
  payload: { userId, country: "BR", document, email, fullName, birthday: "1991-02-03", role: "learner" }
})

/** Three sign-ups at 2 January: u1 approved, u2 waiting, u3 approved then blocked. */
const accountsOnFile = () => {
  f = new OnFile()
  f.s
    .at("2026-01-02T12:00:00-03:00")
    .run(
      signUp("u1", cpfs[0]!, " Ana Souza ", "Ana@Example.com.br"),
      signUp("u2", cpfs[1]!, "Bruno Lima", "bruno@example.com.br"),
      signUp("u3", cpfs[2]!, "Carla Dias", "carla@example.com.br")
    )
    .at("2026-01-03T09:00:00-03:00")
    .run({ type: "ApproveAccount", payload: { userId: "u1" } }, { type: "ApproveAccount", payload: { userId: "u3" } })
    .run({ type: "BlockAccount", payload: { userId: "u3", reason: "documento falso" } })
  return f
}

describe("accounts read model joined with personal data", () => {
  it("shows status and block reason from the log, names and documents from personal_data", () => {
    const rows = accountsOnFile()
      .reopen()
      .select({
        userId: accounts.userId,
        status: accounts.status,
        blockReason: accounts.blockReason,
        approvedAt: accounts.approvedAt,
        registeredAt: accounts.registeredAt,
        fullName: personalData.fullName,
        email: personalData.email,
        document: personalData.document,
        birthday: personalData.birthday
      })
      .from(accounts)
      .innerJoin(personalData, eq(personalData.userId, accounts.userId))
      .orderBy(asc(accounts.userId))
      .all()
    const registeredAt = "2026-01-02T15:00:00.000Z"
    const approvedAt = "2026-01-03T12:00:00.000Z"
    expect(rows).toEqual([
      { userId: "u1", status: "approved", blockReason: null, approvedAt, registeredAt, fullName: "Ana Souza", email: "ana@example.com.br", document: "52998224725", birthday: "1991-02-03" },
      { userId: "u2", status: "awaiting_approval", blockReason: null, approvedAt: null, registeredAt, fullName: "Bruno Lima", email: "bruno@example.com.br", document: "11144477735", birthday: "1991-02-03" },
      { userId: "u3", status: "blocked", blockReason: "documento falso", approvedAt, registeredAt, fullName: "Carla Dias", email: "carla@example.com.br", document: "12345678909", birthday: "1991-02-03" }
    ])
  })

  it("returns an unblocked account to approved", () => {
    accountsOnFile().s.run({ type: "UnblockAccount", payload: { userId: "u3" } })
    expect(f.reopen().select({ status: accounts.status, blockReason: accounts.blockReason }).from(accounts).where(eq(accounts.userId, "u3")).get()).toEqual({
      status: "approved",
      blockReason: null
    })
  })

  it("keeps names, e-mails and documents out of the event log", () => {
    const log = accountsOnFile().s.programme.db.prepare<[], { data: string; metadata: string }>("SELECT data, metadata FROM events").all()
    const text = JSON.stringify(log)
    for (const secret of ["Souza", "ana@example", "52998224725", "529.982.247-25", "1991-02-03"]) expect(text).not.toContain(secret)
  })
})
