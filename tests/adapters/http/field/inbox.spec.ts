import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json, startLearnerServer } from "../../../support/learnerServer.ts"
import type { TestServer } from "../../../support/server.ts"

/** The learner scenario: u1's sale s1 approved; u2's s2 approved and s6 reproved (with a reason); q2-s1 of u2 awaiting audit. */
let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
}, 120_000)
afterAll(() => s.close())

interface Message { id: number; kind: string; ref: string | null; params: Record<string, unknown>; read: boolean }
const inbox = async (as: string, query = ""): Promise<Array<Message>> => (await (await s.fetch(`/api/me/inbox${query}`, { as })).json()) as Array<Message>
const unread = async (as: string): Promise<number> => ((await (await s.fetch("/api/me/inbox/unread", { as })).json()) as { count: number }).count

describe("the inbox through the learner API", () => {
  it("holds a message per audit of my sales, newest first, with the reason of a reproval", async () => {
    const mine = await inbox("u2")
    expect(mine.map((m) => [m.kind, m.ref])).toEqual([
      ["sale.reproved", "s6"],
      ["sale.approved", "s2"]
    ])
    expect(mine[0]!.params).toEqual({ reason: expect.stringMatching(/^Nota fiscal/) })
    expect(mine.every((m) => !m.read)).toBe(true)
    expect(await unread("u2")).toBe(2)
  })

  it("adds a message when something new happens to me: a sale audited in the console", async () => {
    expect((await s.fetch("/api/admin/sales/q2-s1/approve", json("adm", "POST", {}))).status).toBe(200)
    expect((await inbox("u2"))[0]).toMatchObject({ kind: "sale.approved", ref: "q2-s1", read: false })
    expect(await unread("u2")).toBe(3)
  })

  it("sends each new message by e-mail too, in the learner's language, once, unless they turned e-mail off", async () => {
    const mails = (userId: string) =>
      s.programme.db.prepare<[string], { kind: string; subject: string; body: string }>("SELECT kind, subject, body FROM mailbox WHERE user_id = ? AND kind LIKE 'inbox_%' ORDER BY id").all(userId)
    // q2-s1's approval above: one e-mail, the message's own words.
    expect(mails("u2")).toEqual([{ kind: "inbox_sale.approved", subject: "Vitrine: você tem uma mensagem nova", body: expect.stringContaining("Uma venda sua foi aprovada") }])
    // The same approval again changes nothing and sends nothing.
    expect((await s.fetch("/api/admin/sales/q2-s1/approve", json("adm", "POST", {}))).status).toBeLessThan(500)
    expect(mails("u2")).toHaveLength(1)
    // With e-mail off, the message still arrives in the inbox, but no e-mail leaves.
    expect((await s.fetch("/api/me/notifications", json("ar1", "PUT", { email: false, sms: true, whatsapp: true, push: true }))).status).toBe(200)
    expect((await s.fetch("/api/admin/sales/ar-s1/approve", json("adm-ar", "POST", {}))).status).toBe(200)
    expect((await inbox("ar1"))[0]).toMatchObject({ kind: "sale.approved", ref: "ar-s1" })
    expect(mails("ar1")).toEqual([])
  })

  it("marks one message read, then all, and lists the unread only when asked", async () => {
    const [newest] = await inbox("u2")
    const read = await s.fetch(`/api/me/inbox/${newest!.id}/read`, json("u2", "POST", {}))
    expect(await read.json()).toMatchObject({ id: newest!.id, read: true })
    expect(await unread("u2")).toBe(2)
    expect((await inbox("u2", "?unread=true")).map((m) => m.id)).not.toContain(newest!.id)
    const all = await s.fetch("/api/me/inbox/read", json("u2", "POST", {}))
    expect(await all.json()).toEqual({ count: 0 })
    expect(await inbox("u2", "?unread=true")).toEqual([])
  })

  it("never shows nor marks another learner's message (IDOR)", async () => {
    const u1s = (await inbox("u1")).find((m) => m.kind === "sale.approved" && m.ref === "s1")
    expect(u1s).toBeDefined()
    expect((await inbox("u2")).map((m) => m.id)).not.toContain(u1s!.id)
    const other = await s.fetch(`/api/me/inbox/${u1s!.id}/read`, json("u2", "POST", {}))
    expect(other.status).toBe(404)
    expect(await other.json()).toMatchObject({ code: "inbox.not_found" })
    expect((await inbox("u1")).find((m) => m.id === u1s!.id)?.read).toBe(false)
    const bad = await s.fetch("/api/me/inbox/not-a-number/read", json("u1", "POST", {}))
    expect(bad.status).toBe(404)
    expect((await s.fetch("/api/me/inbox")).status).toBe(401)
  })
})
