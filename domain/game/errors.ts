import { Schema } from "effect"

const S = Schema.String

// A game that cannot be won is refused when the course is created (DESIGN §4.11), each with its own code.

/** find the pairs: a pairId that is not on exactly two cards. */
export class PairWithoutMatch extends Schema.TaggedError<PairWithoutMatch>()("PairWithoutMatch", { activityId: S, pairId: S }) {
  get code() { return "game.pair_without_match" as const }
}
/** drag and drop: an item whose target is not among the targets. */
export class UnknownTarget extends Schema.TaggedError<UnknownTarget>()("UnknownTarget", { activityId: S, itemId: S, targetId: S }) {
  get code() { return "game.unknown_target" as const }
}
/** drag the words, fill in the blanks: a text without a `[gap]`, or a gap without an answer. */
export class NoGaps extends Schema.TaggedError<NoGaps>()("NoGaps", { activityId: S }) {
  get code() { return "game.no_gaps" as const }
}
/** Nothing to play: no items, statements or cards; an enigma's answer without a letter. */
export class EmptyGame extends Schema.TaggedError<EmptyGame>()("EmptyGame", { activityId: S, gameType: S }) {
  get code() { return "game.empty" as const }
}
/** Two items, cards, statements or targets of one game with the same id. */
export class DuplicateGameId extends Schema.TaggedError<DuplicateGameId>()("DuplicateGameId", { activityId: S, id: S }) {
  get code() { return "game.duplicate_id" as const }
}

export type GameProblem = PairWithoutMatch | UnknownTarget | NoGaps | EmptyGame | DuplicateGameId

// A round the player reports (RecordGameRound).

/** The activity a round is reported for plays no game. */
export class NotAGame extends Schema.TaggedError<NotAGame>()("NotAGame", { activityId: S }) {
  get code() { return "game.not_a_game" as const }
}
/** A round said won with more errors than the game forgives, or lost within them (or lost where errors are unlimited). */
export class RoundInconsistent extends Schema.TaggedError<RoundInconsistent>()("RoundInconsistent", { activityId: S, errors: Schema.Number, errorsAllowed: Schema.NullOr(Schema.Number) }) {
  get code() { return "game.round_inconsistent" as const }
}
/** The round's id was already recorded with another result. */
export class RoundAlreadyRecorded extends Schema.TaggedError<RoundAlreadyRecorded>()("RoundAlreadyRecorded", { activityId: S, roundId: S }) {
  get code() { return "game.round_already_recorded" as const }
}
