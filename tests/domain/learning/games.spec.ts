import { Exit, Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Game } from "../../../domain/game/content.ts"
import { demoGame, demoGames } from "../../../fixtures/demo/learning/games.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"
import { createCourse } from "./support.ts"

// DESIGN §4.11: a game that cannot be won is refused when its course is created, with a code per reason.
let s: Scenario
afterEach(() => s.close())

const base = () => standardProgramme(scenario())
const withGame = (game: unknown, type = "game") => ({ activities: [{ activityId: "a1", type, hierarchyOrder: 1, mandatory: true, blocking: false, content: { kind: "game", game } }] })

describe("game content (DESIGN §4.11)", () => {
  it("takes each of the eight games, under its own activity type or the plain `game` one", () => {
    s = base()
    demoGames.forEach((g, i) => expect(s.when(createCourse(`K${i}`, withGame(g.game, `${g.game.type}_game`))).handled.outcome.status).toBe("accepted"))
    expect(s.when(createCourse("K-any", withGame(demoGame("enigma").game))).handled.outcome.status).toBe("accepted")
  })

  it("refuses a game under another game's activity type", () => {
    s = base()
    s.when(createCourse("K1", withGame(demoGame("enigma").game, "flashcards_game"))).thenRejects("course.content_mismatch", { activityId: "a1", type: "flashcards_game", kind: "enigma" })
  })

  it("refuses a pair without its match", () => {
    s = base()
    const g = demoGame("find_pairs").game
    s.when(createCourse("K1", withGame({ ...g, cards: g.cards.filter((c) => c.cardId !== "k4") }))).thenRejects("game.pair_without_match", { activityId: "a1", pairId: "intel" })
    s.when(createCourse("K1", withGame({ ...g, cards: [...g.cards, { cardId: "k9", pairId: "amd", label: "Radeon" }] }))).thenRejects("game.pair_without_match", { activityId: "a1", pairId: "amd" })
  })

  it("refuses an item whose target does not exist", () => {
    s = base()
    const g = demoGame("drag_drop").game
    s.when(createCourse("K1", withGame({ ...g, targets: g.targets.slice(0, 1) }))).thenRejects("game.unknown_target", { activityId: "a1", itemId: "d2", targetId: "gaming" })
  })

  it("refuses a gap text without a gap, or with an empty one", () => {
    s = base()
    s.when(createCourse("K1", withGame({ ...demoGame("fill_blanks").game, text: "Sem lacunas." }))).thenRejects("game.no_gaps", { activityId: "a1" })
    s.when(createCourse("K1", withGame({ ...demoGame("drag_words").game, text: "Um [] vazio." }))).thenRejects("game.no_gaps", { activityId: "a1" })
  })

  it("refuses a game with nothing to play, and repeated ids", () => {
    s = base()
    s.when(createCourse("K1", withGame({ ...demoGame("true_false").game, statements: [] }))).thenRejects("game.empty", { activityId: "a1", gameType: "true_false" })
    s.when(createCourse("K1", withGame({ ...demoGame("enigma").game, answer: "?!" }))).thenRejects("game.empty", { activityId: "a1", gameType: "enigma" })
    const f = demoGame("flashcards").game
    s.when(createCourse("K1", withGame({ ...f, cards: [...f.cards, f.cards[0]] }))).thenRejects("game.duplicate_id", { activityId: "a1", id: "c1" })
  })

  it("decodes errorsAllowed as a whole number from 0, or null for unlimited", () => {
    s = base()
    const decode = Schema.decodeUnknownExit(Game)
    expect(Exit.isFailure(decode({ ...demoGame("true_false").game, errorsAllowed: -1 }))).toBe(true)
    expect(Exit.isFailure(decode({ ...demoGame("true_false").game, errorsAllowed: 1.5 }))).toBe(true)
    expect(Exit.isSuccess(decode({ ...demoGame("true_false").game, errorsAllowed: null }))).toBe(true)
  })
})
