import type { ReactNode } from "react"
import type { Game } from "../../../../domain/game/content.ts"
import type { Round } from "../../../../domain/game/engine/round.ts"
import { tg } from "./i18n/index.ts"

/**
 * What every game shows around its board (DESIGN §4.11): what to do, the errors against the
 * allowance, the score, the tips, a live region that says each move's result, and at the end a
 * won or lost message with "play again" (a lost round must be played again to complete the activity).
 */
export const GameFrame = ({ game, round, said, onRestart, children, showTips = true }: { game: Game; round: Round<unknown>; said: string; onRestart: () => void; children: ReactNode; showTips?: boolean }) => (
  <section className={`game game-${game.type}`} aria-labelledby="game-instructions">
    <p id="game-instructions" className="note">
      {game.instructions ?? tg(`instructions.${game.type}`)}
    </p>
    <p className="game-bar">
      <span>{game.errorsAllowed === null ? tg("errorsUnlimited", { errors: round.errors }) : tg("errors", { errors: round.errors, allowed: game.errorsAllowed })}</span>
      <span>{tg("score", { score: round.score })}</span>
      {round.bestScore !== null && <span>{tg("best", { score: round.bestScore })}</span>}
      {round.round > 1 && <span>{tg("round", { n: round.round })}</span>}
    </p>
    {showTips && game.tips && game.tips.length > 0 && (
      <details className="game-tips">
        <summary>{tg("tips")}</summary>
        <ul>
          {game.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </details>
    )}
    <p className="game-said" role="status" aria-live="polite">
      {said}
    </p>
    {children}
    {round.status === "won" && <p className="success game-end">{tg("won", { score: round.score })}</p>}
    {round.status === "lost" && (
      <div className="game-end lost">
        <p className="error">{tg("lost")}</p>
        <button type="button" onClick={onRestart}>
          {tg("restart")}
        </button>
      </div>
    )}
  </section>
)
