import type { GameOf } from "../../../../../domain/game/content.ts"
import { findPairs } from "../../../../../domain/game/engine/findPairs.ts"
import { GameFrame } from "../GameFrame.tsx"
import { tg } from "../i18n/index.ts"
import { useRound } from "../useRound.ts"

/** Find the pairs: a grid of card buttons, face down until turned; a miss stays shown until the next card. */
export const FindPairsGame = ({ game, onWon }: { game: GameOf<"find_pairs">; onWon: () => void }) => {
  const { round, move, again, said } = useRound(findPairs, game, onWon)
  const { matched, open } = round.progress
  const labelOf = (id: string) => game.cards.find((c) => c.cardId === id)?.label ?? id
  return (
    <GameFrame game={game} round={round} said={said} onRestart={again}>
      <p className="meta">{tg("pairsFound", { found: matched.length / 2, total: game.cards.length / 2 })}</p>
      <ul className="pairs-grid">
        {game.cards.map((c, i) => {
          const isMatched = matched.includes(c.cardId)
          const up = isMatched || open.includes(c.cardId)
          const name = isMatched ? tg("pairCardMatched", { n: i + 1, label: c.label }) : up ? tg("pairCardUp", { n: i + 1, label: c.label }) : tg("pairCard", { n: i + 1 })
          return (
            <li key={c.cardId}>
              <button
                type="button"
                className={`pair-card${up ? " up" : ""}${isMatched ? " matched" : ""}`}
                aria-label={name}
                aria-disabled={isMatched || round.status !== "playing"}
                onClick={() =>
                  move({ cardId: c.cardId }, (next, before) =>
                    next.errors > before.errors ? tg("miss", { a: labelOf(next.progress.open[0]!), b: c.label }) : tg("pairCardUp", { n: i + 1, label: c.label })
                  )
                }
              >
                {up ? c.label : "?"}
              </button>
            </li>
          )
        })}
      </ul>
    </GameFrame>
  )
}
