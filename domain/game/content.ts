import { Schema } from "effect"
import { Id, ListOf, NonEmptyText, Text } from "../shared/schemas.ts"

/** A game is a page's worth: more items than this is a course of its own. */
export const maxGameItems = 60

const common = {
  /** Wrong moves a round forgives; one more ends the round (null: never ends). */
  errorsAllowed: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  /** Hints the learner may open while playing (the enigma's also reveal a letter each). */
  tips: Schema.optionalKey(ListOf(NonEmptyText, 10)),
  /** What to do, shown above the game (each player has its own default). */
  instructions: Schema.optionalKey(Text)
}

/** A gap in a text is written `[answer]`; fill in the blanks also takes `[answer|other accepted]`. */
const GapText = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(4000))

export const DragDrop = Schema.Struct({
  type: Schema.Literal("drag_drop"),
  ...common,
  targets: ListOf(Schema.Struct({ targetId: Id, label: NonEmptyText }), maxGameItems),
  items: ListOf(Schema.Struct({ itemId: Id, label: NonEmptyText, targetId: Id }), maxGameItems)
})
export const DragWords = Schema.Struct({
  type: Schema.Literal("drag_words"),
  ...common,
  text: GapText,
  /** Words of the bank that fill no gap (distractors). */
  extraWords: Schema.optionalKey(ListOf(NonEmptyText, maxGameItems))
})
export const FindPairs = Schema.Struct({
  type: Schema.Literal("find_pairs"),
  ...common,
  /** Two cards per pairId; the grid shows them in this order, face down. */
  cards: ListOf(Schema.Struct({ cardId: Id, pairId: Id, label: NonEmptyText }), maxGameItems)
})
export const ThisOrThat = Schema.Struct({
  type: Schema.Literal("this_or_that"),
  ...common,
  left: NonEmptyText,
  right: NonEmptyText,
  items: ListOf(Schema.Struct({ itemId: Id, label: NonEmptyText, side: Schema.Literals(["left", "right"]) }), maxGameItems)
})
export const FillBlanks = Schema.Struct({ type: Schema.Literal("fill_blanks"), ...common, text: GapText })
export const TrueFalse = Schema.Struct({
  type: Schema.Literal("true_false"),
  ...common,
  statements: ListOf(Schema.Struct({ statementId: Id, text: NonEmptyText, answer: Schema.Boolean }), maxGameItems)
})
export const Flashcards = Schema.Struct({
  type: Schema.Literal("flashcards"),
  ...common,
  cards: ListOf(Schema.Struct({ cardId: Id, front: NonEmptyText, back: NonEmptyText }), maxGameItems)
})
export const Enigma = Schema.Struct({ type: Schema.Literal("enigma"), ...common, riddle: NonEmptyText, answer: NonEmptyText })

/** DESIGN §4.11: the eight games, told apart by `type`. */
export const Game = Schema.Union([DragDrop, DragWords, FindPairs, ThisOrThat, FillBlanks, TrueFalse, Flashcards, Enigma])
export type Game = typeof Game.Type
export type GameType = Game["type"]
export type GameOf<T extends GameType> = Extract<Game, { type: T }>

export const gameTypes: ReadonlyArray<GameType> = ["drag_drop", "drag_words", "find_pairs", "this_or_that", "fill_blanks", "true_false", "flashcards", "enigma"]
