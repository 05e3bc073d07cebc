import { useState } from "react"
import type { GameOf } from "../../../../../domain/game/content.ts"
import { flashcards } from "../../../../../domain/game/engine/flashcards.ts"
import { GameFrame } from "../GameFrame.tsx"
import { tg } from "../i18n/index.ts"
import { useRound } from "../useRound.ts"

/** Flashcards: one card at a time; turned, then self-marked ("I did not know" counts as an error). */
export const FlashcardsGame = ({ game, onWon }: { game: GameOf<"flashcards">; onWon: () => void }) => {
  const { round, move, again, said } = useRound(flashcards, game, onWon)
  const [flipped, setFlipped] = useState<string | null>(null)
  const index = game.cards.findIndex((c) => !(c.cardId in round.progress))
  const card = index >= 0 ? game.cards[index] : undefined
  const restart = () => {
    setFlipped(null)
    again()
  }
  return (
    <GameFrame game={game} round={round} said={said} onRestart={restart}>
      {card && round.status === "playing" && (
        <div className="flashcard" role="group" aria-label={tg("card", { n: index + 1, total: game.cards.length })}>
          <p className="meta">{tg("card", { n: index + 1, total: game.cards.length })}</p>
          <p className="face front">{card.front}</p>
          {flipped === card.cardId ? (
            <>
              <p className="face back">{card.back}</p>
              <div className="actions">
                <button type="button" onClick={() => move({ id: card.cardId, answer: true })}>
                  {tg("knew")}
                </button>
                <button type="button" className="secondary" onClick={() => move({ id: card.cardId, answer: false })}>
                  {tg("didNotKnow")}
                </button>
              </div>
            </>
          ) : (
            <button type="button" onClick={() => setFlipped(card.cardId)}>
              {tg("flip")}
            </button>
          )}
        </div>
      )}
    </GameFrame>
  )
}
