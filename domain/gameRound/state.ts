import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { GameRoundRecorded, type GameRoundEvent } from "./events.ts"

/** One learner's rounds of one game activity: stream `game-rounds-<courseId>:<userId>:<activityId>`. */
export interface GameRoundsState {
  /** The rounds recorded, by the player's round id. */
  readonly rounds: ReadonlyMap<string, GameRoundRecorded>
}

export const initialState: GameRoundsState = { rounds: new Map() }

export const GameRounds: Aggregate<GameRoundsState, GameRoundEvent> = {
  name: "game-rounds",
  initialState,
  evolve: (s, e) => ({ rounds: new Map(s.rounds).set(e.roundId, e) }),
  events: [GameRoundRecorded],
  streamOf: (e) => `game-rounds-${e.courseId}:${e.userId}:${e.activityId}`
}

export const gameRounds = (courseId: string, userId: string, activityId: string) => streamRef(GameRounds, `${courseId}:${userId}:${activityId}`)
