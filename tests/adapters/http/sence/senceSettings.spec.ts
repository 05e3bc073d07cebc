import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"
import { raClient } from "../admin/raClient.ts"

const senceFixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "sence.ndjson")

let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ fixture: [learnerFixture, senceFixture], now: () => learnerNow })
}, 120_000)
afterAll(() => s.close())

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ status: 200, code: "none" }),
    (e: { status: number; body: { code: string; message: string } }) => ({ status: e.status, code: e.body.code, said: e.body.message !== "" })
  )

// The console's SENCE settings through react-admin's own REST client (DESIGN §4.9).
describe("SENCE settings through ra-data-simple-rest", () => {
  it("lists each client with its SENCE code and each course with its SENCE course code", async () => {
    const ra = raClient(s, "adm")
    const clients = await ra.getList("sence-clients", { pagination: { page: 1, perPage: 50 }, sort: { field: "name", order: "ASC" }, filter: {} })
    expect(clients.data.find((c) => c.id === "sence-cl")).toMatchObject({ name: "Capacita Chile", senceCode: "1237654321", members: 2 })
    const courses = await ra.getList("sence-courses", { pagination: { page: 1, perPage: 50 }, sort: { field: "title", order: "ASC" }, filter: { q: "SENCE" } })
    expect(courses.data.map((c) => [c.id, c["courseCode"]])).toEqual([["K-SENCE", "CUR-2026-0001"]])
  })

  it("sets a client's code of 10 characters or more and refuses a shorter one with its message", async () => {
    const ra = raClient(s, "adm")
    expect(await refusal(ra.update("sence-clients", { id: "sence-cl", data: { senceCode: "123456789" }, previousData: { id: "sence-cl" } }))).toEqual({
      status: 422,
      code: "sence.code_too_short",
      said: true
    })
    const set = await ra.update("sence-clients", { id: "sence-cl", data: { senceCode: "9876543210" }, previousData: { id: "sence-cl" } })
    expect(set.data).toMatchObject({ id: "sence-cl", senceCode: "9876543210" })
  })

  it("sets a course's code of 7 characters or more and refuses a shorter one", async () => {
    const ra = raClient(s, "adm")
    expect(await refusal(ra.update("sence-courses", { id: "K-FREE", data: { courseCode: "CUR-01" }, previousData: { id: "K-FREE" } }))).toMatchObject({
      status: 422,
      code: "sence.course_code_too_short"
    })
    const set = await ra.update("sence-courses", { id: "K-FREE", data: { courseCode: "CUR-001" }, previousData: { id: "K-FREE" } })
    expect(set.data).toMatchObject({ id: "K-FREE", courseCode: "CUR-001" })
  })

  it("is the admins': a learner reads and sets nothing", async () => {
    const ra = raClient(s, "u1")
    expect(await refusal(ra.getList("sence-clients", { pagination: { page: 1, perPage: 5 }, sort: { field: "name", order: "ASC" }, filter: {} }))).toMatchObject({ status: 403 })
    expect(await refusal(ra.update("sence-courses", { id: "K-FREE", data: { courseCode: "CUR-0002" }, previousData: { id: "K-FREE" } }))).toMatchObject({ status: 403 })
  })
})
