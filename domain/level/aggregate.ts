import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { LevelFell, LevelUpApproved, LevelUpRejected, LevelUpRequestCancelled, LevelUpRequested, XpCorrected, LevelCorrected, XpGained, XpRevoked, TrainingXpGained, type LevelEvent } from "./events.ts"
import { evolve } from "./evolve.ts"
import { initialState, type LevelState } from "./state.ts"

export const Membership: Aggregate<LevelState, LevelEvent> = {
  name: "level",
  initialState,
  evolve,
  events: [XpGained, TrainingXpGained, XpRevoked, LevelUpRequested, LevelUpApproved, LevelUpRejected, LevelUpRequestCancelled, LevelFell, XpCorrected, LevelCorrected],
  streamOf: (e) => `level-${e.userId}`
}

export const level = (userId: string) => streamRef(Membership, userId)
