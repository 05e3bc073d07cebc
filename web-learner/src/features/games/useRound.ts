import { useCallback, useContext, useEffect, useRef, useState } from "react"
import { play, restart, startRound, type Engine, type Round } from "../../../../domain/game/engine/round.ts"
import { tg } from "./i18n/index.ts"
import { RoundReport } from "./roundReport.ts"

/**
 * A game's round in the player, on the domain's engine (the same rules the tests play), with what
 * the last move did said in words for the screen reader's live region. `onWon` runs once per win.
 */
export const useRound = <G extends { readonly errorsAllowed: number | null }, P, M>(engine: Engine<G, P, M>, game: G, onWon: () => void) => {
  const [round, setRound] = useState<Round<P>>(() => startRound(engine, game))
  const [said, setSaid] = useState("")
  const reported = useRef(0)
  const report = useContext(RoundReport)
  const roundIds = useRef(new Map<number, string>())
  const ended = useRef(0)
  const move = useCallback(
    (m: M, say?: (next: Round<P>, before: Round<P>) => string | undefined) =>
      setRound((before) => {
        const next = play(engine, game, before, m)
        const verdict = next.errors > before.errors ? tg("wrong") : next.right > before.right ? tg("right") : ""
        const extra = say?.(next, before) ?? ""
        const end = next.status === "won" ? tg("won", { score: next.score }) : next.status === "lost" ? tg("lost") : ""
        setSaid([extra, verdict, end].filter((s) => s !== "").join(" "))
        return next
      }),
    [engine, game]
  )
  const again = useCallback(() => {
    setRound((r) => restart(engine, game, r))
    setSaid(tg("round", { n: round.round + 1 }))
  }, [engine, game, round.round])
  useEffect(() => {
    if (round.status === "won" && reported.current !== round.round) {
      reported.current = round.round
      onWon()
    }
  }, [round.status, round.round, onWon])
  useEffect(() => {
    if (round.status === "playing" || ended.current === round.round) return
    ended.current = round.round
    if (!roundIds.current.has(round.round)) roundIds.current.set(round.round, crypto.randomUUID())
    report?.({ roundId: roundIds.current.get(round.round)!, score: round.score, right: round.right, errors: round.errors, won: round.status === "won" })
  }, [round, report])
  return { round, move, again, said }
}
