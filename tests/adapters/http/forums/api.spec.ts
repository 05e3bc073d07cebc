import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json } from "../../../support/learnerServer.ts"
import { startLearningServer } from "../../../support/learningServer.ts"
import type { TestServer } from "../../../support/server.ts"
import { raClient } from "../admin/raClient.ts"

/**
 * A course's forum through the real server (DESIGN §4.10): u2 and ar1 are enrolled in K-PDF by
 * the fixture, u1 enrols here; u3 is enrolled in nothing; K-DR is a draft; adm is Brazil's admin,
 * adm-ar Argentina's.
 */
let s: TestServer
let topicId: string
let replyId: string
const base = "/api/me/courses/K-PDF/forum/topics"

type Topic = { topicId: string; status: string; canReply: boolean; posts: Array<{ postId: string; html: string; mine: boolean; authorName: string }> }
const call = async (as: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const r = await s.fetch(path, body === undefined && method === "GET" ? { as } : json(as, method, body ?? {}, headers))
  return { status: r.status, body: (await r.json()) as Record<string, unknown> & Topic }
}

beforeAll(async () => {
  s = await startLearningServer()
  await s.fetch("/api/me/courses/K-PDF/enrolment", json("u1", "POST", {}))
  const started = await call("u2", "POST", base, { title: "Onde está o PDF?", body: "<p>Não acho o arquivo.</p><script>window.hacked = 1</script><img src=x onerror=alert(1)>" })
  expect(started.status).toBe(201)
  topicId = started.body.topicId
  const replied = await call("u1", "POST", `${base}/${topicId}/replies`, { body: "Está na primeira atividade." })
  expect(replied.status).toBe(201)
  replyId = replied.body.posts[1]!.postId
})
afterAll(() => s.close())

describe("a learner in the course", () => {
  it("reads the topics and a topic with its posts, their HTML sanitized", async () => {
    const list = await s.fetch(base, { as: "u1" })
    expect(list.headers.get("content-range")).toBe("forum-topics 0-0/1")
    expect(await list.json()).toMatchObject([{ topicId, title: "Onde está o PDF?", authorName: "Carla Lima", mine: false, status: "open", replies: 1 }])
    const topic = await call("u2", "GET", `${base}/${topicId}`)
    expect(topic.body).toMatchObject({ canReply: true, posts: [{ postId: topicId, mine: true }, { postId: replyId, mine: false, authorName: "Bruno Souza" }] })
    expect(topic.body.posts[0]!.html).toContain("<p>Não acho o arquivo.</p>")
    expect(topic.body.posts[0]!.html).not.toMatch(/script|onerror/)
  })

  it("edits their own post and is refused another's with forum.not_author, in their language", async () => {
    const mine = await call("u1", "PUT", `${base}/${topicId}/posts/${replyId}`, { body: "Na primeira atividade, em PDF." })
    expect(mine.status).toBe(200)
    expect(mine.body.posts[1]!.html).toBe("Na primeira atividade, em PDF.")
    const before = s.programme.log.lastPosition()
    const other = await call("u1", "PUT", `${base}/${topicId}/posts/${topicId}`, { body: "tomado" }, { "accept-language": "en-US" })
    expect(other).toMatchObject({ status: 422, body: { code: "forum.not_author", message: "Only the person who wrote a post can edit or delete it." } })
    expect((await call("u1", "DELETE", `${base}/${topicId}/posts/${topicId}`)).body.code).toBe("forum.not_author")
    expect(s.programme.log.lastPosition()).toBe(before)
  })

  it("refuses an empty post as malformed input (400), never a 500", async () => {
    const r = await call("u1", "POST", `${base}/${topicId}/replies`, { body: "" })
    expect(r).toMatchObject({ status: 400, body: { code: "input.invalid" } })
    expect((await call("u1", "POST", base, { title: 42 })).status).toBe(400)
  })
})

describe("the topic's author hears of replies", () => {
  it("finds a message in their inbox for another's reply, linked to the topic, and none for their own", async () => {
    const inbox = async (as: string) => (await (await s.fetch("/api/me/inbox", { as })).json()) as Array<{ kind: string; ref: string | null; params: Record<string, unknown> }>
    expect((await inbox("u2")).filter((m) => m.kind === "forum.reply")).toEqual([
      expect.objectContaining({ ref: topicId, params: { topic: "Onde está o PDF?", courseId: "K-PDF" } })
    ])
    const own = await call("u2", "POST", `${base}/${topicId}/replies`, { body: "Achei, obrigada!" })
    expect(own.status).toBe(201)
    expect((await inbox("u2")).filter((m) => m.kind === "forum.reply")).toHaveLength(1)
    expect((await inbox("u1")).filter((m) => m.kind === "forum.reply")).toEqual([])
    // Taken back, so the moderation below finds the topic as it was.
    expect((await call("u2", "DELETE", `${base}/${topicId}/posts/${own.body.posts.find((p) => p.mine && p.postId !== topicId)!.postId}`)).status).toBe(200)
  })
})

describe("someone outside the course (IDOR)", () => {
  it("reads nothing through another course's path, a draft course, or a topic id guessed from elsewhere", async () => {
    expect((await call("u1", "GET", `/api/me/courses/K-NB/forum/topics/${topicId}`)).body.code).toBe("topic.not_found")
    expect((await call("u1", "GET", "/api/me/courses/K-DR/forum/topics")).body).toMatchObject({ code: "course.not_found" })
    const before = s.programme.log.lastPosition()
    for (const [method, path, body] of [
      ["POST", `/api/me/courses/K-NB/forum/topics/${topicId}/replies`, { body: "olá" }],
      ["PUT", `/api/me/courses/K-NB/forum/topics/${topicId}/posts/${replyId}`, { body: "olá" }],
      ["DELETE", `/api/me/courses/K-NB/forum/topics/${topicId}/posts/${replyId}`, {}],
      ["POST", `/api/me/courses/K-NB/forum/topics/${topicId}/posts/${replyId}/report`, {}]
    ] as const) {
      const r = await call("u1", method, path, body)
      expect(r.status, `${method} ${path} ${JSON.stringify(r.body)}`).toBe(404)
    }
    expect(s.programme.log.lastPosition()).toBe(before)
  })

  it("may read a published course's forum but not write in it without an enrolment", async () => {
    expect((await call("u3", "GET", `${base}/${topicId}`)).body).toMatchObject({ enrolled: false, canReply: false })
    expect(await call("u3", "POST", `${base}/${topicId}/replies`, { body: "posso?" })).toMatchObject({ status: 422, body: { code: "enrolment.not_enrolled" } })
    expect(await call("u3", "POST", `${base}/${topicId}/posts/${topicId}/report`, {})).toMatchObject({ status: 422, body: { code: "enrolment.not_enrolled" } })
  })
})

describe("moderation in the console", () => {
  it("puts reported posts first, closes (a reply is then refused), reopens and removes, in the admin's country only", async () => {
    expect((await call("u1", "POST", `${base}/${topicId}/posts/${topicId}/report`, { reason: "link quebrado" })).body.posts[0]).toMatchObject({ reportedByMe: true })
    expect(await call("u1", "POST", `${base}/${topicId}/posts/${topicId}/report`, {})).toMatchObject({ status: 409, body: { code: "forum.already_reported" } })
    const ra = raClient(s, "adm")
    const queue = await ra.getList("forum-posts", { pagination: { page: 1, perPage: 10 }, sort: { field: "reports", order: "DESC" }, filter: {} })
    expect(queue.data[0]).toMatchObject({ id: `${topicId}:${topicId}`, reports: 1, opening: true, authorName: "Carla Lima" })
    // Argentina's admin sees none of Brazil's topics, and cannot act on them.
    expect((await raClient(s, "adm-ar").getList("forum-topics", { pagination: { page: 1, perPage: 10 }, sort: { field: "id", order: "ASC" }, filter: {} })).total).toBe(0)
    expect((await call("adm-ar", "POST", `/api/admin/forum-topics/${topicId}/close`)).status).toBe(404)
    const closed = await call("adm", "POST", `/api/admin/forum-topics/${topicId}/close`, {}, { "idempotency-key": "close-1" })
    expect(closed).toMatchObject({ status: 200, body: { id: topicId, status: "closed" } })
    expect(await call("u1", "POST", `${base}/${topicId}/replies`, { body: "mais uma" })).toMatchObject({ status: 422, body: { code: "forum.topic_closed" } })
    expect((await call("u1", "GET", `${base}/${topicId}`)).body.canReply).toBe(false)
    expect((await call("adm", "POST", `/api/admin/forum-topics/${topicId}/reopen`)).body).toMatchObject({ status: "open" })
    const removed = await call("adm", "POST", `/api/admin/forum-posts/${topicId}:${replyId}/remove`, { reason: "fora do tema" })
    expect(removed).toMatchObject({ status: 200, body: { status: "removed", removedReason: "fora do tema" } })
    expect((await call("u2", "GET", `${base}/${topicId}`)).body.posts.map((p) => p.postId)).toEqual([topicId])
    // A learner cannot reach the moderation routes.
    expect((await call("u1", "POST", `/api/admin/forum-topics/${topicId}/close`)).status).toBe(403)
  })
})
