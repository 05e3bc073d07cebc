import type { GameOf } from "../../../../../domain/game/content.ts"
import { trueFalse } from "../../../../../domain/game/engine/trueFalse.ts"
import { GameFrame } from "../GameFrame.tsx"
import { tg } from "../i18n/index.ts"
import { useRound } from "../useRound.ts"

const word = (b: boolean) => tg(b ? "true" : "false")

/** True or false: each statement a group of two buttons, answered once; the verdict stays beside it. */
export const TrueFalseGame = ({ game, onWon }: { game: GameOf<"true_false">; onWon: () => void }) => {
  const { round, move, again, said } = useRound(trueFalse, game, onWon)
  const playing = round.status === "playing"
  return (
    <GameFrame game={game} round={round} said={said} onRestart={again}>
      <ol className="game-list">
        {game.statements.map((s) => {
          const given = round.progress[s.statementId]
          return (
            <li key={s.statementId}>
              <div role="group" aria-label={s.text}>
              <p>{s.text}</p>
              {given === undefined ? (
                <div className="actions">
                  {[true, false].map((b) => (
                    <button key={String(b)} type="button" className="secondary" disabled={!playing} onClick={() => move({ id: s.statementId, answer: b })}>
                      {word(b)}
                    </button>
                  ))}
                </div>
              ) : (
                <p className={given === s.answer ? "verdict right" : "verdict wrong"}>{tg(given === s.answer ? "answeredRight" : "answeredWrong", { answer: word(s.answer) })}</p>
              )}
              </div>
            </li>
          )
        })}
      </ol>
    </GameFrame>
  )
}
