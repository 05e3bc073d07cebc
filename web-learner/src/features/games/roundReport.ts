import { createContext } from "react"

/** A finished round as the player reports it to the server (RecordGameRound); `roundId` drawn once per round. */
export interface FinishedRound {
  readonly roundId: string
  readonly score: number
  readonly right: number
  readonly errors: number
  readonly won: boolean
}

/** Where each game's round reports its end: given by the player around whichever game it shows. */
export const RoundReport = createContext<((round: FinishedRound) => void) | undefined>(undefined)
