import type { Game } from "./content.ts"
import { DuplicateGameId, EmptyGame, type GameProblem, NoGaps, PairWithoutMatch, UnknownTarget } from "./errors.ts"
import { gapsOf, isLetter, normalize } from "./text.ts"

const firstDuplicate = (ids: ReadonlyArray<string>): string | undefined => ids.find((id, i) => ids.indexOf(id) !== i)

/** The ids a game's pieces are moved by: unique within the game. */
const idsOf = (g: Game): ReadonlyArray<string> => {
  switch (g.type) {
    case "drag_drop":
      return [...g.targets.map((t) => t.targetId), ...g.items.map((i) => i.itemId)]
    case "find_pairs":
    case "flashcards":
      return g.cards.map((c) => c.cardId)
    case "this_or_that":
      return g.items.map((i) => i.itemId)
    case "true_false":
      return g.statements.map((s) => s.statementId)
    default:
      return []
  }
}

/** How many things there are to play (0: nothing, refused). */
const sizeOf = (g: Game): number => {
  switch (g.type) {
    case "drag_drop":
      return Math.min(g.items.length, g.targets.length)
    case "find_pairs":
    case "flashcards":
      return g.cards.length
    case "this_or_that":
      return g.items.length
    case "true_false":
      return g.statements.length
    case "enigma":
      return [...normalize(g.answer)].filter(isLetter).length
    case "drag_words":
    case "fill_blanks":
      return 1
  }
}

/**
 * Why a game cannot be won, if it cannot (DESIGN §4.11): checked when its course is created, and
 * by the console's editor as the admin types, so both say the same thing.
 */
export const gameProblem = (activityId: string, g: Game): GameProblem | undefined => {
  if (sizeOf(g) === 0) return new EmptyGame({ activityId, gameType: g.type })
  const dup = firstDuplicate(idsOf(g))
  if (dup !== undefined) return new DuplicateGameId({ activityId, id: dup })
  switch (g.type) {
    case "drag_drop": {
      const targets = new Set(g.targets.map((t) => t.targetId))
      const lost = g.items.find((i) => !targets.has(i.targetId))
      return lost && new UnknownTarget({ activityId, itemId: lost.itemId, targetId: lost.targetId })
    }
    case "find_pairs": {
      const counts = new Map<string, number>()
      for (const c of g.cards) counts.set(c.pairId, (counts.get(c.pairId) ?? 0) + 1)
      const alone = [...counts].find(([, n]) => n !== 2)
      return alone && new PairWithoutMatch({ activityId, pairId: alone[0] })
    }
    case "drag_words":
    case "fill_blanks": {
      const gaps = gapsOf(g.text)
      return gaps.length === 0 || gaps.some((answers) => answers.length === 0) ? new NoGaps({ activityId }) : undefined
    }
    default:
      return undefined
  }
}
