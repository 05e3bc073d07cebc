import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { filesDirBeside } from "../../../../adapters/files/localDisk.ts"
import { verify } from "../../../../adapters/programme/verify.ts"
import { signUpForm } from "../../../support/accounts.ts"
import { png, upload } from "../../../support/images.ts"
import { json, learnerFixture } from "../../../support/learnerServer.ts"
import { codeIn, mailFor, send } from "../../../support/selfService.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

let s: TestServer
let joana = ""
const now = Date.parse("2026-04-20T12:00:00-03:00")
beforeAll(async () => {
  s = await startTestServer({ fixture: learnerFixture, now: () => now })
})
afterAll(() => s.close())

/** Every trace of a person, as stored and as typed: a scan must find none of them. */
const tracesOf = (p: { name: string; email: string; document: string; formatted: string; phone?: string }) =>
  [p.name, p.email, p.document, p.formatted, ...(p.phone ? [p.phone, p.phone.slice(3)] : [])].map((t) => Buffer.from(t, "utf8"))

/** The database file and its WAL, byte by byte. */
const fileBytes = (): Array<[string, Buffer]> => {
  const db = s.programme.db.name
  return [db, `${db}-wal`, `${db}-journal`].filter(existsSync).map((f) => [f, readFileSync(f)])
}

describe("POST /api/me/deletion", () => {
  it("refuses a name that is not the account's, and erases nothing", async () => {
    const r = await s.fetch("/api/me/deletion", json("u1", "POST", { fullName: "Bruno" }))
    expect(r.status).toBe(422)
    expect(await r.json()).toMatchObject({ code: "account.deletion_name_mismatch" })
    expect(s.programme.db.prepare("SELECT count(*) FROM personal_data WHERE user_id = 'u1'").pluck().get()).toBe(1)
  })

  it("erases every byte of the person from the database file and its WAL; the log and verify stay intact", async () => {
    // Joana signs up, is approved, sets a password, edits her profile, verifies her phone, uploads an avatar.
    joana = ((await (await send(s, "POST", "/api/accounts", signUpForm())).json()) as { userId: string }).userId
    await s.fetch(`/api/admin/accounts/${joana}/approve`, { method: "POST", as: "adm" })
    await s.credentials.setPassword(joana, "Senha-Forte-1")
    const { address, fullName, email, birthday } = signUpForm() as Record<string, never>
    await send(s, "PUT", "/api/me/profile", { fullName, email, birthday, address, nickname: "Jojo Paulista" }, { as: joana })
    await send(s, "POST", "/api/me/phone/verification", { channel: "sms" }, { as: joana })
    const [sms] = await mailFor(s, "+5511987654321")
    await send(s, "POST", "/api/me/phone/verification/confirm", { code: codeIn(sms!.body) }, { as: joana })
    // Bruno (u1) reports a sale with an invoice photo.
    const photo = await png(40, 40)
    const file = (await (await s.fetch("/api/files", { as: "u1", method: "POST", body: upload(photo, "nf.png") })).json()) as { fileId: string }
    const sale = { campaignId: "BR-Q2", invoiceNumber: "ER-1", saleDate: "2026-04-19", storeId: "st1", lines: [{ sku: "MN-300", quantity: 1 }], invoicePhotoFileId: file.fileId }
    expect((await s.fetch("/api/me/sales", json("u1", "POST", sale))).status).toBe(201)
    const keys = s.programme.db.prepare<[string], { hash: string; thumb: string }>("SELECT hash, thumbnail_hash AS thumb FROM files WHERE file_id = ?").get(file.fileId)!
    const events = s.programme.db.prepare("SELECT count(*) FROM events").pluck().get() as number

    const traces = [
      ...tracesOf({ name: "Bruno Souza", email: "u1@example.com.br", document: "52998224725", formatted: "529.982.247-25" }),
      ...tracesOf({ name: "Joana Quitéria Albuquerque", email: "joana.quiteria@exemplo.com.br", document: "93541134780", formatted: "935.411.347-80", phone: "+5511987654321" }),
      Buffer.from("Jojo Paulista"),
      Buffer.from("Avenida Paulista")
    ]
    expect(fileBytes().some(([, bytes]) => traces.some((t) => bytes.includes(t)))).toBe(true)

    const bruno = s.tokenFor("u1")
    for (const [user, name] of [["u1", "bruno  SOUZA"], [joana, "Joana Quiteria Albuquerque"]] as const) {
      const r = await s.fetch("/api/me/deletion", json(user, "POST", { fullName: name }))
      expect(r.status).toBe(200)
      expect(await r.json()).toMatchObject({ status: "erased", userId: user, erasedAt: expect.any(String) })
    }

    for (const [file, bytes] of fileBytes()) {
      for (const t of traces) expect(bytes.includes(t), `${t.toString()} in ${file}`).toBe(false)
    }
    // The log keeps every fact (ids only) plus the two erasures; the read models agree with it.
    expect(s.programme.db.prepare("SELECT count(*) FROM events").pluck().get()).toBe(events + 2)
    expect(s.programme.db.prepare("SELECT type FROM events ORDER BY position DESC LIMIT 2").pluck().all()).toEqual(["AccountErased", "AccountErased"])
    expect(verify(s.programme).ok).toBe(true)
    // Every token is revoked: refused, and gone from the token table.
    expect((await s.fetch("/api/me", { headers: { authorization: `Bearer ${bruno}` } })).status).toBe(401)
    expect(s.programme.db.prepare("SELECT count(*) FROM oauth_tokens WHERE user_id IN ('u1', ?)").pluck().get(joana)).toBe(0)
    // The sale keeps its facts; its photo and thumbnail are gone.
    const sales = (await (await s.fetch(`/api/admin/sales?filter=${encodeURIComponent(JSON.stringify({ userId: "u1" }))}`, { as: "adm" })).json()) as Array<{ invoiceNumber: string }>
    expect(sales.map((x) => x.invoiceNumber)).toContain("ER-1")
    expect((await s.fetch(`/api/files/${file.fileId}`, { as: "adm" })).status).toBe(404)
    const dir = filesDirBeside(s.programme.db.name)
    expect(existsSync(join(dir, keys.hash.slice(0, 2), keys.hash))).toBe(false)
    expect(existsSync(join(dir, keys.thumb.slice(0, 2), keys.thumb))).toBe(false)
  })

  it("shows an erased account in the admin API as erased, when, and with no personal data", async () => {
    const r = await s.fetch(`/api/admin/accounts/${joana}`, { as: "adm" })
    const record = (await r.json()) as Record<string, unknown>
    expect(record).toMatchObject({ id: joana, status: "erased", fullName: "[erased]", email: null, erasedAt: expect.any(String), origin: "sign_up" })
    const erased = await s.fetch(`/api/admin/accounts?filter=${encodeURIComponent(JSON.stringify({ status: "erased" }))}`, { as: "adm" })
    expect(((await erased.json()) as Array<{ id: string }>).map((a) => a.id).sort()).toEqual([joana, "u1"].sort())
  })

  it("lets no one log in as the erased person, by id or e-mail, nor recover the account", async () => {
    const r = await send(s, "POST", "/api/accounts/password-recovery", { by: "email", value: "joana.quiteria@exemplo.com.br" })
    expect(r.status).toBe(202)
    expect(s.programme.db.prepare("SELECT count(*) FROM mailbox WHERE user_id = ?").pluck().get(joana)).toBe(0)
    expect(s.programme.db.prepare("SELECT count(*) FROM credentials WHERE user_id IN ('u1', ?)").pluck().get(joana)).toBe(0)
  })

  it("lets the same document sign up again as a new person", async () => {
    const r = await send(s, "POST", "/api/accounts", signUpForm())
    expect(r.status).toBe(201)
  })
})
