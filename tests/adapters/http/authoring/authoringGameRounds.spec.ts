import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoGame } from "../../../../fixtures/demo/learning/games.ts"
import type { TestServer } from "../../../support/server.ts"
import { logLength, startAdminServer } from "../admin/adminServer.ts"
import { raClient } from "../admin/raClient.ts"

// A game round's score kept on the server (RecordGameRound) and listed in the learner's previous results.
let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
  const pairs = { ...demoGame("find_pairs").game, errorsAllowed: 1 }
  await raClient(s, "root").create("courses", {
    data: {
      courseId: "K-ROUNDS",
      title: "Jogos",
      workloadHours: 1,
      enrolmentType: "open",
      activities: [{ activityId: "g1", title: "Pares", type: "find_pairs_game", hierarchyOrder: 1, mandatory: true, blocking: false, content: { kind: "game", game: pairs } }]
    }
  })
  await s.fetch("/api/admin/courses/K-ROUNDS/publish", { method: "POST", as: "root" })
  await s.fetch("/api/me/courses/K-ROUNDS/enrolment", { method: "POST", as: "u1" })
})
afterAll(() => s.close())

const report = (body: unknown, key: string, as = "u1") =>
  s.fetch("/api/me/courses/K-ROUNDS/activities/g1/game-rounds", { method: "POST", as, headers: { "content-type": "application/json", "idempotency-key": key }, body: JSON.stringify(body) })

describe("POST /api/me/courses/:id/activities/:activityId/game-rounds", () => {
  it("keeps a won and a lost round, listed latest first with the activity's title", async () => {
    const won = await report({ roundId: "r1", score: 75, right: 3, errors: 1, won: true }, "k1")
    expect(won.status).toBe(201)
    expect(await won.json()).toMatchObject({ activityId: "g1", round: 1, score: 75, errors: 1, won: true, activityTitle: "Pares" })
    expect((await report({ roundId: "r2", score: 33, right: 1, errors: 2, won: false }, "k2")).status).toBe(201)
    const list = (await (await s.fetch("/api/me/courses/K-ROUNDS/game-rounds", { as: "u1" })).json()) as Array<{ round: number; won: boolean }>
    expect(list.map((r) => [r.round, r.won])).toEqual([[2, false], [1, true]])
  })

  it("answers a repeat with the round as first kept, appending nothing", async () => {
    const before = logLength(s)
    const again = await report({ roundId: "r1", score: 75, right: 3, errors: 1, won: true }, "k1-retry")
    expect(again.status).toBe(201)
    expect(await again.json()).toMatchObject({ round: 1, score: 75 })
    expect(logLength(s)).toBe(before)
  })

  it("refuses a won round past the errors allowed (422) and a malformed report (400), each with a message", async () => {
    const inconsistent = await report({ roundId: "r3", score: 50, right: 2, errors: 2, won: true }, "k3")
    expect(inconsistent.status).toBe(422)
    expect(await inconsistent.json()).toMatchObject({ code: "game.round_inconsistent", details: { errors: 2, errorsAllowed: 1 } })
    const malformed = await report({ roundId: "r4", score: "muito", won: true }, "k4")
    expect(malformed.status).toBe(400)
    const body = (await malformed.json()) as { code: string; message: string }
    expect(body.code).toBe("input.invalid")
    expect(body.message).not.toBe("")
  })

  it("is mine only: another learner sees none of my rounds", async () => {
    expect(await (await s.fetch("/api/me/courses/K-ROUNDS/game-rounds", { as: "u2" })).json()).toEqual([])
  })
})
