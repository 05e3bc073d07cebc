import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fixtures, startTestServer, type TestServer } from "../../support/server.ts"

/**
 * The store page's required trainings (issue 42's figure, made faster: the page's course titles
 * in one query): over the demo, BR's "Kit do vendedor certificado" asks for the course
 * "Processadores para notebooks"; one learner has it approved, another not.
 */
let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ fixture: fixtures.demo, now: () => Date.parse("2026-05-15T12:00:00-03:00") })
})
afterAll(() => s.close())

type Reward = { id: string; requiredCourses: Array<{ courseId: string; title: string | null; approved: boolean }>; blockers: Array<{ code: string }> }
const store = async (as: string, q: string) =>
  ((await (await s.fetch(`/api/me/rewards?q=${encodeURIComponent(q)}&range=${encodeURIComponent("[0,23]")}`, { as })).json()) as Array<Reward>)

const learners = (approved: boolean) =>
  s.programme.db
    .prepare(
      `SELECT a.user_id FROM accounts a WHERE a.country = 'BR' AND a.role = 'learner' AND a.status = 'approved' AND ${approved ? "" : "NOT"} EXISTS
       (SELECT 1 FROM enrolments e WHERE e.user_id = a.user_id AND e.course_id = 'br-processadores-notebooks' AND e.status IN ('approved', 'improved')) ORDER BY a.user_id LIMIT 1`
    )
    .pluck()
    .get() as string

describe("the store's required trainings", () => {
  it("names each required course with whether I have it approved, and blocks the reward until I do", async () => {
    const [kit] = (await store(learners(false), "Kit do vendedor")).filter((r) => r.id === "br-kit-vendas")
    expect(kit!.requiredCourses).toEqual([{ courseId: "br-processadores-notebooks", title: "Processadores para notebooks", approved: false }])
    expect(kit!.blockers.map((b) => b.code)).toContain("order.training_required")
    const [done] = (await store(learners(true), "Kit do vendedor")).filter((r) => r.id === "br-kit-vendas")
    expect(done!.requiredCourses).toEqual([{ courseId: "br-processadores-notebooks", title: "Processadores para notebooks", approved: true }])
    expect(done!.blockers.map((b) => b.code)).not.toContain("order.training_required")
  })

  it("lists rewards that require nothing with no required course", async () => {
    const page = await store(learners(false), "")
    expect(page.length).toBeGreaterThan(1)
    expect(page.filter((r) => r.id !== "br-kit-vendas").every((r) => r.requiredCourses.length === 0)).toBe(true)
  })
})
