import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { json, startLearnerServer } from "../../../support/learnerServer.ts"
import type { TestServer } from "../../../support/server.ts"

/** The learner scenario: u1's sale s1 approved in BR-Q1; q2-s1 of u2 awaiting audit in BR-Q2; u4 has no sale. */
let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
}, 120_000)
afterAll(() => s.close())

type Badge = { badge: string; earnedAt: string | null }
const badges = async (as: string): Promise<Record<string, string | null>> =>
  Object.fromEntries(((await (await s.fetch("/api/me/badges", { as })).json()) as Array<Badge>).map((b) => [b.badge, b.earnedAt]))

describe("badges through the learner API", () => {
  it("lists every badge, earned ones with the date their rule first held", async () => {
    const mine = await badges("u1")
    expect(Object.keys(mine)).toEqual(["first_sale", "sales_10", "first_course", "level_2", "level_3", "first_meetup"])
    expect(mine.first_sale).toMatch(/^2026-02-03T12:00:00/)
    expect(mine.sales_10).toBeNull()
    expect(Object.values(await badges("u4")).every((d) => d === null)).toBe(true)
  })

  it("earns a badge once, when it first happens, and only for the learner it happened to", async () => {
    const before = (await badges("u2")).first_sale
    expect(before).not.toBeNull()
    expect((await s.fetch("/api/admin/sales/q2-s1/approve", json("adm", "POST", {}))).status).toBe(200)
    expect((await badges("u2")).first_sale).toBe(before)
    expect((await badges("u4")).first_sale).toBeNull()
    expect((await s.fetch("/api/me/badges")).status).toBe(401)
  })
})
