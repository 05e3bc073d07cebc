import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoGame, demoGames } from "../../../../fixtures/demo/learning/games.ts"
import type { TestServer } from "../../../support/server.ts"
import { logLength, startAdminServer } from "./adminServer.ts"
import { raClient } from "./raClient.ts"

let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
})
afterAll(() => s.close())

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ status: 200, code: "none" }),
    (e: { status: number; body: { code: string; message: string } }) => ({ status: e.status, code: e.body.code, said: e.body.message !== "" })
  )

const course = (courseId: string, games: ReadonlyArray<{ activityId: string; title: string; game: unknown; type?: string }>) => ({
  courseId,
  title: "Jogos",
  workloadHours: 0.5,
  enrolmentType: "open",
  activities: games.map((g, i) => ({ activityId: g.activityId, title: g.title, type: g.type ?? `${(g.game as { type: string }).type}_game`, hierarchyOrder: i + 1, mandatory: true, blocking: false, content: { kind: "game", game: g.game } }))
})

// Issue 47: the console's games editor sends a course of games as react-admin's client does (POST /api/admin/courses).
describe("a course of games created through ra-data-simple-rest", () => {
  it("takes one game of each type, and lists the course with its eight game activities", async () => {
    const ra = raClient(s, "root")
    const created = await ra.create("courses", { data: course("K-JOGOS", demoGames) })
    expect(created.data.id).toBe("K-JOGOS")
    const read = await ra.getOne("courses", { id: "K-JOGOS" })
    expect((read.data["activities"] as Array<{ type: string }>).map((a) => a.type)).toEqual(demoGames.map((g) => `${g.game.type}_game`))
  })

  it("refuses a game that cannot be won with its code and a message, appending nothing", async () => {
    const before = logLength(s)
    const ra = raClient(s, "root")
    const pairs = demoGame("find_pairs")
    const lonely = { ...pairs, game: { ...pairs.game, cards: pairs.game.cards.slice(1) } }
    expect(await refusal(ra.create("courses", { data: course("K-BAD", [lonely]) }))).toEqual({ status: 422, code: "game.pair_without_match", said: true })
    expect(await refusal(ra.create("courses", { data: course("K-BAD", [{ ...demoGame("enigma"), game: { ...demoGame("enigma").game, errorsAllowed: -1 } }]) }))).toMatchObject({ status: 400, code: "input.invalid" })
    expect(logLength(s)).toBe(before)
  })
})
