import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json, learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"
import { raClient } from "../admin/raClient.ts"

/**
 * News, FAQ and support over HTTP (issue 46): learner.ndjson, then content.ndjson — articles for
 * everyone (n-all, n-script), Brazil (n-br), Argentina (n-ar), the client company acme (n-acme,
 * whose only member is u1) and a draft; FAQ categories in pt-BR and es-ES. Now: Mon 20 Apr 2026.
 */
let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "content.ndjson")], now: () => learnerNow })
})
afterAll(() => s.close())

const body = async <T>(res: Response) => (await res.json()) as T
const newsIds = async (as: string) => (await body<Array<{ id: string }>>(await s.fetch("/api/me/news", { as }))).map((n) => n.id)

describe("news for the learner", () => {
  it("lists the published articles of my country and my client companies, newest first", async () => {
    expect(await newsIds("u1")).toEqual(["n-script", "n-acme", "n-br", "n-all"])
    expect(await newsIds("u2")).toEqual(["n-script", "n-br", "n-all"])
    expect(await newsIds("ar1")).toEqual(["n-script", "n-ar", "n-all"])
  })

  it("another country's, another client's or a draft article is unknown (404), as one that does not exist", async () => {
    for (const [as, id] of [["u2", "n-ar"], ["u2", "n-acme"], ["ar1", "n-br"], ["u1", "n-draft"], ["u1", "nope"]] as const) {
      const res = await s.fetch(`/api/me/news/${id}`, { as })
      expect(res.status).toBe(404)
      expect(await body(res)).toMatchObject({ code: "news.not_found" })
    }
    expect((await s.fetch("/api/me/news/n-acme", { as: "u1" })).status).toBe(200)
  })

  it("answers an article's body sanitized: no script, no handler, no javascript: link", async () => {
    const a = await body<{ html: string; title: string }>(await s.fetch("/api/me/news/n-script", { as: "u1" }))
    expect(a.html).toContain("Texto seguro.")
    expect(a.html).not.toMatch(/<script|onerror|javascript:/i)
  })

  it("refuses a bad list query with input.invalid, not a 500", async () => {
    const res = await s.fetch('/api/me/news?sort=["body","ASC"]', { as: "u1" })
    expect(res.status).toBe(400)
    expect(await body(res)).toMatchObject({ code: "input.invalid" })
  })
})

describe("the FAQ", () => {
  it("answers the language asked for, else mine, by category in order", async () => {
    const pt = await body<{ language: string; categories: Array<{ name: string; entries: Array<{ question: string }> }> }>(await s.fetch("/api/me/faq", { as: "u1" }))
    expect(pt.language).toBe("pt-BR")
    expect(pt.categories.map((c) => [c.name, c.entries.length])).toEqual([["Pontos", 1], ["Minha conta", 1]])
    const es = await body<typeof pt>(await s.fetch("/api/me/faq?language=es-ES", { as: "u1" }))
    expect(es.categories.map((c) => c.name)).toEqual(["Puntos"])
    expect((await s.fetch("/api/me/faq?language=xx", { as: "u1" })).status).toBe(400)
  })
})

describe("the contact form", () => {
  it("tells the learner the answer date (7 working days of their country) and reaches support through the outbox once", async () => {
    const send = () => s.fetch("/api/me/contact-messages", json("u2", "POST", { subject: "Pontos", message: "Minha venda sumiu." }, { "idempotency-key": "c-1" }))
    const res = await send()
    expect(res.status).toBe(201)
    // Mon 20 Apr 2026 in Brazil: Tiradentes (Tue 21) is a holiday; 22, 23, 24, 27, 28, 29, 30 → Thu 30 Apr.
    const receipt = await body<{ messageId: string; answerBy: string; workingDays: number }>(res)
    expect(receipt).toMatchObject({ answerBy: "2026-04-30", workingDays: 7 })
    expect(await body(await send())).toMatchObject({ messageId: receipt.messageId })
    const mails = s.programme.db.prepare("SELECT recipient, body FROM mailbox WHERE kind = 'contact_message'").all() as Array<{ recipient: string; body: string }>
    expect(mails).toHaveLength(1)
    expect(mails[0]!.body).toContain("Minha venda sumiu.")
    expect(mails[0]!.body).toContain("2026-04-30")
  })

  it("refuses an empty message with input.invalid and its field path", async () => {
    const res = await s.fetch("/api/me/contact-messages", json("u2", "POST", { subject: "x", message: "" }))
    expect(res.status).toBe(400)
    expect(await body(res)).toMatchObject({ code: "input.invalid" })
  })
})

describe("the console", () => {
  it("a country admin drafts an article in their country, publishes it, and it reaches that country alone", async () => {
    const ra = raClient(s, "adm")
    const { data } = await ra.create("news", { data: { id: "n-new", title: "Nova", body: "<p>Olá</p>", summary: "", countries: ["AR"] } })
    expect(data).toMatchObject({ id: "n-new", countries: ["BR"], published: false })
    expect(await newsIds("u2")).not.toContain("n-new")
    expect((await s.fetch("/api/admin/news/n-new/publish", { as: "adm", method: "POST" })).status).toBe(200)
    expect(await newsIds("u2")).toContain("n-new")
    expect(await newsIds("ar1")).not.toContain("n-new")
    const again = await s.fetch("/api/admin/news/n-new/publish", { as: "adm", method: "POST" })
    expect(await body(again)).toMatchObject({ code: "news.already_published" })
    await ra.update("news", { id: "n-new", data: { ...data, title: "Nova, editada" }, previousData: data })
    expect((await body<{ title: string }>(await s.fetch("/api/me/news/n-new", { as: "u2" }))).title).toBe("Nova, editada")
  })

  it("another country's article is not in a country admin's list, nor theirs to publish (404)", async () => {
    const { data } = await raClient(s, "adm").getList("news", { pagination: { page: 1, perPage: 50 }, sort: { field: "id", order: "ASC" }, filter: {} })
    expect(data.map((n) => n.id)).not.toContain("n-ar")
    expect((await s.fetch("/api/admin/news/n-ar/unpublish", { as: "adm", method: "POST" })).status).toBe(404)
  })

  it("FAQ categories and entries: create, edit, remove; the learners' FAQ follows", async () => {
    const ra = raClient(s, "adm")
    await ra.create("faq-categories", { data: { id: "pt-loja", name: "Loja", language: "pt-BR", position: 3 } })
    await ra.create("faq-entries", { data: { id: "pt-3", categoryId: "pt-loja", question: "Como resgato?", answer: "Na loja de prêmios." } })
    const { data } = await ra.getOne("faq-entries", { id: "pt-3" })
    await ra.update("faq-entries", { id: "pt-3", data: { ...data, question: "Como resgato um prêmio?" }, previousData: data })
    const faq = async () => (await body<{ categories: Array<{ entries: Array<{ question: string }> }> }>(await s.fetch("/api/me/faq?language=pt-BR", { as: "u1" }))).categories.flatMap((c) => c.entries.map((e) => e.question))
    expect(await faq()).toContain("Como resgato um prêmio?")
    await ra.delete("faq-entries", { id: "pt-3", previousData: data })
    expect(await faq()).not.toContain("Como resgato um prêmio?")
    const missing = await s.fetch("/api/admin/faq-entries", json("adm", "POST", { id: "pt-4", categoryId: "nope", question: "?", answer: "!" }))
    expect(await body(missing)).toMatchObject({ code: "faq.category_not_found" })
  })

  it("the support inbox lists my country's messages only", async () => {
    await s.fetch("/api/me/contact-messages", json("ar1", "POST", { subject: "Hola", message: "Consulta." }))
    const list = async (as: string) => (await raClient(s, as).getList("contact-messages", { pagination: { page: 1, perPage: 50 }, sort: { field: "sentAt", order: "DESC" }, filter: {} })).data
    expect((await list("adm")).map((m) => m.userId)).toEqual(["u2"])
    expect((await list("adm-ar")).map((m) => m.userId)).toEqual(["ar1"])
    expect((await list("sup")).length).toBe(2)
  })

  it("a learner may not author: the console's routes answer 403", async () => {
    expect((await s.fetch("/api/admin/news", json("u1", "POST", { id: "x", title: "x", body: "x" }))).status).toBe(403)
  })
})
