import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json, learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"
import { raClient } from "../admin/raClient.ts"

/**
 * The learner scenario plus `surveys.ndjson`: client sv-co (u1, u2; not u3), admins adm2 (no
 * rights on the surveys) and adm3 (in their permissions); by adm: sv-m mandatory and sv-o
 * optional, published for April; sv-draft never published; sv-old published for March. u2
 * answered sv-o. Now is 2026-04-20.
 */
const surveysFixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "surveys.ndjson")

let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, surveysFixture], now: () => learnerNow })
}, 120_000)
afterAll(() => s.close())

const answer = (as: string, surveyId: string, answers: unknown) => s.fetch(`/api/me/surveys/${surveyId}/answers`, json(as, "POST", { answers }))
const enough = [
  { questionId: "q1", options: [0] },
  { questionId: "q5", text: "Bom curso" }
]

describe("surveys through the learner API", () => {
  it("lists my client's published surveys in date, mandatory first, with my own answer only", async () => {
    const mine = (await (await s.fetch("/api/me/surveys", { as: "u2" })).json()) as Array<Record<string, unknown>>
    expect(mine.map((x) => x.surveyId)).toEqual(["sv-m", "sv-o"])
    expect(mine[1]).toMatchObject({ mandatory: false, answeredAt: expect.any(String) })
    expect(JSON.stringify(mine)).not.toMatch(/owners|permissions|adm3/)
    const none = (await (await s.fetch("/api/me/surveys", { as: "u3" })).json()) as Array<unknown>
    expect(none).toEqual([])
  })

  it("says in the session that a mandatory survey comes first, until it is answered", async () => {
    const before = (await (await s.fetch("/api/me", { as: "u1" })).json()) as Record<string, unknown>
    expect(before).toMatchObject({ hasMandatorySurveys: true, mandatorySurveyId: "sv-m" })
    const u3 = (await (await s.fetch("/api/me", { as: "u3" })).json()) as Record<string, unknown>
    expect(u3).toMatchObject({ hasMandatorySurveys: false, mandatorySurveyId: null })
    const done = await answer("u1", "sv-m", enough)
    expect(done.status).toBe(201)
    const after = (await (await s.fetch("/api/me", { as: "u1" })).json()) as Record<string, unknown>
    expect(after).toMatchObject({ hasMandatorySurveys: false, mandatorySurveyId: null })
  })

  it("refuses a mandatory question unanswered and a choice without an option, naming the question, in the learner's language", async () => {
    const missing = await answer("u2", "sv-m", [{ questionId: "q1", options: [0] }])
    expect(missing.status).toBe(422)
    expect(await missing.json()).toMatchObject({ code: "survey.answer_required", message: "Esta pergunta é obrigatória.", details: { questionId: "q5" } })
    const empty = await answer("u2", "sv-m", [...enough, { questionId: "q3", options: [], text: "" }, { questionId: "q4", text: "sem opção" }])
    expect(await empty.json()).toMatchObject({ code: "survey.option_required", details: { questionId: "q4" } })
    const twice = await answer("u2", "sv-o", enough)
    expect(twice.status).toBe(409)
    expect((await twice.json()).code).toBe("survey.already_answered")
  })

  it("answers 400 with the code for malformed answers, never a 500", async () => {
    const bad = await answer("u2", "sv-m", [{ questionId: "q1", options: ["zero"] }])
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe("input.invalid")
    const notArray = await s.fetch("/api/me/surveys/sv-m/answers", json("u2", "POST", { answers: "all" }))
    expect(notArray.status).toBe(400)
  })

  it("hides surveys that are not mine, not published or out of date (IDOR)", async () => {
    for (const id of ["sv-draft", "sv-old", "nope"]) {
      const r = await s.fetch(`/api/me/surveys/${id}`, { as: "u2" })
      expect(r.status, id).toBe(404)
      expect((await r.json()).code).toBe("survey.not_found")
    }
    expect((await s.fetch("/api/me/surveys/sv-m", { as: "u3" })).status).toBe(404)
    const other = await answer("u3", "sv-m", enough)
    expect((await other.json()).code).toBe("survey.not_for_you")
    const late = await answer("u2", "sv-old", enough)
    expect((await late.json()).code).toBe("survey.out_of_date")
  })

  it("never lets a learner read the results or another learner's answers (IDOR)", async () => {
    for (const path of ["/api/admin/surveys/sv-o/results", "/api/admin/surveys/sv-o/export", "/api/admin/surveys/sv-o"]) {
      const r = await s.fetch(path, { as: "u1" })
      expect(r.status, path).toBe(403)
      expect(await r.text()).not.toContain("segredo de u2")
    }
    const mine = await (await s.fetch("/api/me/surveys/sv-o", { as: "u1" })).text()
    expect(mine).not.toContain("segredo de u2")
  })
})

describe("surveys in the console", () => {
  it("counts answers per option for the owner and a permitted admin; another admin is refused (IDOR)", async () => {
    const results = await s.fetch("/api/admin/surveys/sv-o/results", { as: "adm" })
    expect(results.status).toBe(200)
    const body = (await results.json()) as { answers: number; questions: Array<{ questionId: string; options: Array<{ text: string; count: number }>; texts: Array<string> }> }
    expect(body.answers).toBe(1)
    expect(body.questions.find((q) => q.questionId === "q3")?.options).toEqual([
      { text: "Vendas", count: 1 },
      { text: "Produto", count: 0 },
      { text: "Loja", count: 1 }
    ])
    expect((await s.fetch("/api/admin/surveys/sv-o/results", { as: "adm3" })).status).toBe(200)
    for (const path of ["/api/admin/surveys/sv-o/results", "/api/admin/surveys/sv-o/export"]) {
      const refused = await s.fetch(path, { as: "adm2" })
      expect(refused.status, path).toBe(403)
      expect((await refused.json()).code).toBe("auth.forbidden")
    }
  })

  it("exports one CSV row per answered question, a formula neutralised", async () => {
    const r = await s.fetch("/api/admin/surveys/sv-o/export", { as: "adm3" })
    expect(r.headers.get("content-type")).toMatch(/^text\/csv/)
    const rows = (await r.text()).trim().split("\r\n")
    expect(rows[0]).toBe("surveyId,userId,answeredAt,questionId,question,options,text")
    expect(rows).toHaveLength(4)
    expect(rows.find((l) => l.includes(",q3,"))).toContain("Vendas | Loja")
    expect(rows.find((l) => l.includes(",q5,"))).toContain(`"'=SUM(A1) segredo de u2"`)
  })

  it("builds, publishes and unpublishes a survey through ra-data-simple-rest; only its owners change it", async () => {
    const ra = raClient(s, "adm2")
    const created = await ra.create("surveys", {
      data: {
        surveyId: "sv-new",
        title: "Nova pesquisa",
        type: "research",
        startsOn: "2026-04-01",
        endsOn: "2026-05-31",
        score: 5,
        mandatory: false,
        clients: ["sv-co"],
        owners: [],
        permissions: [],
        description: null,
        questions: [{ questionId: "q1", kind: "essay", text: "Sugestões?", mandatory: true, options: null }]
      }
    })
    expect(created.data).toMatchObject({ id: "sv-new", status: "saved", owners: ["adm2"], mandatory: false })
    const list = await ra.getList("surveys", { filter: { status: "saved" }, sort: { field: "title", order: "ASC" }, pagination: { page: 1, perPage: 25 } })
    expect(list.data.map((x) => x.id)).toContain("sv-new")
    const edited = await ra.update("surveys", { id: "sv-new", data: { ...created.data, title: "Sugestões de maio" }, previousData: created.data })
    expect(edited.data).toMatchObject({ title: "Sugestões de maio" })
    const published = await s.fetch("/api/admin/surveys/sv-new/publish", json("adm2", "POST", {}))
    expect(await published.json()).toMatchObject({ status: "published" })
    expect((await answer("u1", "sv-new", [{ questionId: "q1", text: "Mais vídeos" }])).status).toBe(201)
    const notOwner = await s.fetch("/api/admin/surveys/sv-new/unpublish", json("adm", "POST", {}))
    expect((await notOwner.json()).code).toBe("survey.not_owner")
    const unpublished = await s.fetch("/api/admin/surveys/sv-new/unpublish", json("adm2", "POST", {}))
    expect(await unpublished.json()).toMatchObject({ status: "unpublished" })
    await expect(raClient(s, "adm").update("surveys", { id: "sv-new", data: { ...created.data, title: "Outra" }, previousData: created.data })).rejects.toThrow()
  })

  it("refuses a choice question with one option, with its code", async () => {
    const r = await s.fetch(
      "/api/admin/surveys",
      json("adm", "POST", {
        surveyId: "sv-bad",
        title: "X",
        type: "research",
        startsOn: "2026-04-01",
        endsOn: "2026-04-30",
        score: 0,
        mandatory: false,
        clients: ["sv-co"],
        owners: [],
        permissions: [],
        questions: [{ questionId: "q1", kind: "alternatives", text: "?", mandatory: true, options: [{ text: "Só" }] }]
      })
    )
    expect(r.status).toBe(422)
    expect(await r.json()).toMatchObject({ code: "survey.options_required", details: { questionId: "q1" } })
  })
})
