import type { GameOf } from "../../../../../domain/game/content.ts"
import { thisOrThat } from "../../../../../domain/game/engine/thisOrThat.ts"
import { GameFrame } from "../GameFrame.tsx"
import { tg } from "../i18n/index.ts"
import { useRound } from "../useRound.ts"

/** This or that: each item sent to the left or the right side by a button (touch, mouse and keyboard alike). */
export const ThisOrThatGame = ({ game, onWon }: { game: GameOf<"this_or_that">; onWon: () => void }) => {
  const { round, move, again, said } = useRound(thisOrThat, game, onWon)
  const label = (side: "left" | "right") => (side === "left" ? game.left : game.right)
  const playing = round.status === "playing"
  return (
    <GameFrame game={game} round={round} said={said} onRestart={again}>
      <ol className="game-list">
        {game.items.map((i) => {
          const given = round.progress[i.itemId]
          return (
            <li key={i.itemId}>
              <div role="group" aria-label={i.label}>
              <p>{i.label}</p>
              {given === undefined ? (
                <div className="actions two-sides">
                  {(["left", "right"] as const).map((side) => (
                    <button key={side} type="button" className="secondary" disabled={!playing} aria-label={tg("sendTo", { item: i.label, side: label(side) })} onClick={() => move({ id: i.itemId, answer: side })}>
                      {side === "left" ? `← ${game.left}` : `${game.right} →`}
                    </button>
                  ))}
                </div>
              ) : (
                <p className={given === i.side ? "verdict right" : "verdict wrong"}>{tg(given === i.side ? "answeredRight" : "answeredWrong", { answer: label(i.side) })}</p>
              )}
              </div>
            </li>
          )
        })}
      </ol>
    </GameFrame>
  )
}
