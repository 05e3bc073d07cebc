import { afterAll, beforeAll, describe, expect } from "vitest"
import { fc, test } from "@fast-check/vitest"
import { adminResourceNames } from "../../../../domain/api/AdminResourcesApi.ts"
import type { TestServer } from "../../../support/server.ts"
import { logLength, startAdminServer } from "./adminServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
})
afterAll(() => s.close())

/** Ids no record has: whatever the body, a route on them must refuse and append nothing. */
const unknownId = fc.string({ minLength: 1, maxLength: 12 }).map((x) => `zz${x}`)
const anyBody = fc.oneof(fc.jsonValue(), fc.string(), fc.constant(undefined))
const routes = [
  "sales/:id/approve",
  "sales/:id/reprove",
  "level-ups/:id/approve",
  "level-ups/:id/reject",
  "accounts/:id/approve",
  "accounts/:id/block",
  "accounts/:id/unblock",
  "campaigns/:id/stores",
  "campaigns/:id/open",
  "campaigns/:id/close",
  "campaigns/:id/replay"
]

const send = (method: string, path: string, body: unknown, as = "root") =>
  s.fetch(path, {
    as,
    method,
    headers: { "content-type": "application/json", "idempotency-key": "fuzz" },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) })
  })

const noServerError = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(500)
  const body = (await res.json()) as unknown
  if (res.status >= 400) expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String), details: expect.any(Object) })
}

describe("Fuzzed admin requests: never a 5xx, nothing appended (DESIGN §5.4)", () => {
  test.prop([fc.constantFrom(...routes), unknownId, anyBody], { numRuns: 60 })("command routes on unknown records", async (route, id, body) => {
    const before = logLength(s)
    await noServerError(await send("POST", `/api/admin/${route.replace(":id", encodeURIComponent(id))}`, body))
    expect(logLength(s)).toBe(before)
  })

  test.prop([fc.oneof(fc.jsonValue(), fc.record({ ids: fc.array(unknownId) }), fc.record({ userId: unknownId, campaignId: unknownId, points: fc.integer(), reason: fc.string() }))], {
    numRuns: 40
  })("bulk approval and wallet adjustments of unknown records", async (body) => {
    const before = logLength(s)
    await noServerError(await send("POST", "/api/admin/sales/approve", body))
    await noServerError(await send("POST", "/api/admin/wallets/adjust", body))
    expect(logLength(s)).toBe(before)
  })

  test.prop([fc.constantFrom(...adminResourceNames), fc.option(fc.oneof(fc.string(), fc.json())), fc.option(fc.oneof(fc.string(), fc.json())), fc.option(fc.oneof(fc.string(), fc.json()))], {
    numRuns: 80
  })("list query strings", async (resource, sort, range, filter) => {
    const query = new URLSearchParams()
    if (sort !== null) query.set("sort", sort)
    if (range !== null) query.set("range", range)
    if (filter !== null) query.set("filter", filter)
    const res = await send("GET", `/api/admin/${resource}?${query}`, undefined)
    await noServerError(res)
    if (res.status === 200) expect(res.headers.get("content-range")).toMatch(new RegExp(`^${resource} (\\d+-\\d+|\\*)/\\d+$`))
  })

  test.prop([fc.constantFrom("campaigns", "stores", "chains", "agencies", "brands", "products"), fc.jsonValue()], { numRuns: 40 })(
    "create bodies that are not records, as a learner",
    async (resource, body) => {
      const before = logLength(s)
      await noServerError(await send("POST", `/api/admin/${resource}`, body, "u1"))
      expect(logLength(s)).toBe(before)
    }
  )
})
