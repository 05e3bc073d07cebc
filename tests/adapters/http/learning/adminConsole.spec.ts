import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import { startLearningServer } from "../../../support/learningServer.ts"
import type { TestServer } from "../../../support/server.ts"
import { toCreateCourse } from "../../../../web-admin/src/courses/toCreateCourse.ts"
import { learnerIds } from "../../../../web-admin/src/courses/learnerIds.ts"
import { raClient } from "../admin/raClient.ts"

// Issue 43, item 5: what the console's course form sends (toCreateCourse) through react-admin's
// real simple-rest client to the real server, then publish and the bulk assignment as the console
// calls them, and the country scope of the enrolment list the course page shows.
let s: TestServer
beforeAll(async () => {
  s = await startLearningServer()
})
afterAll(() => s.close())

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
const uploadMedia = async (as: string, body: Uint8Array) => {
  const r = await s.fetch("/api/files/media", { as, method: "POST", body: body as BodyInit, headers: { "content-type": "application/octet-stream" } })
  expect(r.status).toBe(201)
  return ((await r.json()) as { fileId: string }).fileId
}
const post = (as: string, path: string, body: unknown = {}) => s.fetch(`/api/admin/${path}`, json(as, "POST", body, { "idempotency-key": `${as}-${path}-${JSON.stringify(body)}` }))

/** The form as react-admin holds it: activities in the iterator's order, content from each kind's editor. */
const form = (fileId: string) => ({
  id: "K-CONSOLE",
  title: "Notebooks para o varejo",
  description: "",
  category: "Produtos",
  tags: " varejo, notebooks ,,",
  workloadHours: 2,
  enrolmentType: "assigned",
  mandatory: null,
  supportMaterials: [{ title: "Ficha técnica", fileId }],
  activities: [
    { title: "Apresentação", type: "pdf", mandatory: true, blocking: true, content: { kind: "file", fileId } },
    { title: "Boas práticas", type: "html", mandatory: true, blocking: false, content: { kind: "html", html: "<p>Olá</p>" } },
    // The type was changed after a file was uploaded: the stale file is not sent as a video's content.
    { title: "Demonstração", type: "youtube", mandatory: false, blocking: false, content: { kind: "file", fileId } }
  ]
})

describe("the console's course form (toCreateCourse)", () => {
  it("numbers activities in the form's order, splits tags, drops empty fields and content of another kind", () => {
    const c = toCreateCourse(form("f1"))
    expect(c).toEqual({
      id: "K-CONSOLE", title: "Notebooks para o varejo", category: "Produtos", workloadHours: 2, enrolmentType: "assigned",
      tags: ["varejo", "notebooks"],
      supportMaterials: [{ title: "Ficha técnica", fileId: "f1" }],
      activities: [
        { activityId: "a1", title: "Apresentação", type: "pdf", hierarchyOrder: 1, mandatory: true, blocking: true, content: { kind: "file", fileId: "f1" } },
        { activityId: "a2", title: "Boas práticas", type: "html", hierarchyOrder: 2, mandatory: true, blocking: false, content: { kind: "html", html: "<p>Olá</p>" } },
        { activityId: "a3", title: "Demonstração", type: "youtube", hierarchyOrder: 3, mandatory: false, blocking: false }
      ]
    })
  })

  it("reads learner ids one per line or separated by commas, once each", () => {
    expect(learnerIds(" u1\nu2, u3;u1 \n\n")).toEqual(["u1", "u2", "u3"])
  })
})

describe("authoring a course through ra-data-simple-rest", () => {
  it("creates the draft with an uploaded PDF, publishes it, enrols learners in bulk; the enrolments list shows them by country", async () => {
    const fileId = await uploadMedia("adm", pdf)
    const ra = raClient(s, "adm")
    const created = await ra.create("courses", { data: toCreateCourse(form(fileId)) })
    expect(created.data).toMatchObject({ id: "K-CONSOLE", status: "draft", category: "Produtos", enrolled: 0 })
    expect(created.data["activities"]).toEqual(toCreateCourse(form(fileId))["activities"])

    expect((await post("adm", "courses/K-CONSOLE/publish")).status).toBe(200)
    expect((await ra.getOne("courses", { id: "K-CONSOLE" })).data).toMatchObject({ status: "published" })

    // The bulk assignment: one request per learner; another country's learner is refused alone.
    const answers = await Promise.all(learnerIds("u2\nar1").map((userId) => post("adm", "courses/K-CONSOLE/enrolments", { userId })))
    expect(answers.map((a) => a.status)).toEqual([200, 404])
    expect((await post("adm-ar", "courses/K-CONSOLE/enrolments", { userId: "ar1" })).status).toBe(200)

    const ofCourse = (as: string) => raClient(s, as).getList("enrolments", { pagination: { page: 1, perPage: 25 }, sort: { field: "userId", order: "ASC" }, filter: { courseId: "K-CONSOLE" } })
    const sup = await ofCourse("sup")
    expect(sup.data.map((r) => [r.id, r["assigned"], r["status"]])).toEqual([["K-CONSOLE:ar1", true, "not_started"], ["K-CONSOLE:u2", true, "not_started"]])
    expect((await ofCourse("adm")).data.map((r) => r.id)).toEqual(["K-CONSOLE:u2"])
    expect((await ofCourse("adm-ar")).data.map((r) => r.id)).toEqual(["K-CONSOLE:ar1"])
    expect((await ra.getOne("courses", { id: "K-CONSOLE" })).data).toMatchObject({ enrolled: 2 })
  })

  it("refuses an embed outside the allow-list with a stable code and a localized message", async () => {
    const bad = { ...form("f1"), id: "K-EMBED", activities: [{ title: "Vídeo", type: "youtube", mandatory: true, blocking: false, content: { kind: "url", url: "https://evil.example/v" } }] }
    const r = await s.fetch("/api/admin/courses", json("adm", "POST", toCreateCourse(bad)))
    const body = (await r.json()) as { code: string; message: string }
    expect([r.status, body.code]).toEqual([422, "course.embed_not_allowed"])
    expect(body.message).not.toBe("")
  })
})
