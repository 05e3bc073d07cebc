import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import { startLearningServer } from "../../../support/learningServer.ts"
import type { TestServer } from "../../../support/server.ts"

/**
 * SPEC §3's catalogue search ignores case and accents, in every language the catalogue is written
 * in. Besides the fixture's Portuguese courses (K-NB "Processadores para notebooks", whose
 * description speaks of "núcleos"), one course per language is made and published here.
 */
let s: TestServer
const course = (id: string, title: string, extra: Record<string, unknown>) => ({
  id,
  title,
  workloadHours: 1,
  enrolmentType: "open",
  activities: [{ activityId: "p1", type: "pdf", hierarchyOrder: 1, mandatory: true, blocking: false }],
  ...extra
})
beforeAll(async () => {
  s = await startLearningServer()
  for (const c of [
    course("S-PT", "Ação de vendas no balcão", { description: "Técnicas de abordagem", category: "Vendas", tags: ["negociação"] }),
    course("S-ES", "Atención al cliente en tienda", { description: "Cómo escuchar antes de ofrecer", category: "Atención", tags: ["señales"] }),
    course("S-FR", "Écrans et taux de rafraîchissement", { description: "Choisir un écran pour le jeu", category: "Écrans", tags: ["fréquence"] }),
    course("S-EN", "Selling GAMING Monitors", { description: "Refresh rates explained", category: "Sales", tags: ["Esports"] })
  ]) {
    expect((await s.fetch("/api/admin/courses", json("adm", "POST", c))).status).toBe(201)
    expect((await s.fetch(`/api/admin/courses/${c.id}/publish`, json("adm", "POST", {}))).status).toBe(200)
  }
})
afterAll(() => s.close())

const found = async (q: string) => {
  const r = await s.fetch(`/api/me/courses?${new URLSearchParams({ q })}`, { as: "u1" })
  expect(r.status).toBe(200)
  return ((await r.json()) as Array<{ courseId: string }>).map((c) => c.courseId)
}

describe("catalogue search: accents and case do not matter", () => {
  it("Portuguese: 'processadores' finds 'Processadores', 'acao' finds 'Ação', in titles, descriptions, categories and tags", async () => {
    expect(await found("processadores")).toEqual(["K-NB"])
    expect(await found("acao")).toEqual(["S-PT"])
    expect(await found("AÇÃO DE VENDAS")).toEqual(["S-PT"])
    expect(await found("NÚCLEOS")).toEqual(["K-NB"])
    expect(await found("nucleos")).toEqual(["K-NB"])
    expect(await found("tecnicas")).toEqual(["S-PT"])
    expect(await found("negociacao")).toEqual(["S-PT"])
    expect(await found("balcao")).toEqual(["S-PT"])
  })

  it("Spanish: 'atencion' finds 'Atención', 'senales' finds 'señales'", async () => {
    expect(await found("atencion al cliente")).toEqual(["S-ES"])
    expect(await found("ATENCIÓN")).toEqual(["S-ES"])
    expect(await found("como escuchar")).toEqual(["S-ES"])
    expect(await found("senales")).toEqual(["S-ES"])
  })

  it("French: 'ecrans' finds 'Écrans', 'rafraichissement' finds 'rafraîchissement'", async () => {
    expect(await found("ecrans et taux")).toEqual(["S-FR"])
    expect(await found("RAFRAICHISSEMENT")).toEqual(["S-FR"])
    expect(await found("frequence")).toEqual(["S-FR"])
  })

  it("English: case only, and an accent typed where the text has none still matches", async () => {
    expect(await found("gaming monitors")).toEqual(["S-EN"])
    expect(await found("ESPORTS")).toEqual(["S-EN"])
    expect(await found("notébooks")).toEqual(["K-NB"])
  })

  it("finds nothing for a text that is nowhere, and treats % and _ as themselves", async () => {
    expect(await found("xyzzy")).toEqual([])
    expect(await found("%")).toEqual([])
    expect(await found("_")).toEqual([])
  })
})

describe("the catalogue after a course is published", () => {
  it("finds a course published after the catalogue was read, by its description, and never a draft's", async () => {
    expect(await found("garantia estendida")).toEqual([])
    const late = course("S-LATE", "Serviços na venda", { description: "Garantia estendida sem pressão", category: "Vendas", tags: ["serviços"] })
    expect((await s.fetch("/api/admin/courses", json("adm", "POST", late))).status).toBe(201)
    // A draft is no learner's: neither listed nor found by what it says.
    expect(await found("garantia estendida")).toEqual([])
    expect((await s.fetch(`/api/admin/courses/${late.id}/publish`, json("adm", "POST", {}))).status).toBe(200)
    expect(await found("garantia estendida")).toEqual(["S-LATE"])
    expect(await found("servicos")).toEqual(["S-LATE"])
  })
})
