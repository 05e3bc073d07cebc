import { Fragment } from "react"
import type { GameOf } from "../../../../../domain/game/content.ts"
import { dragWords, wordBank } from "../../../../../domain/game/engine/dragWords.ts"
import { pieces } from "../../../../../domain/game/text.ts"
import { DragArea } from "../dnd/DragArea.tsx"
import { Piece } from "../dnd/Piece.tsx"
import { Target } from "../dnd/Target.tsx"
import { GameFrame } from "../GameFrame.tsx"
import { tg } from "../i18n/index.ts"
import { useRound } from "../useRound.ts"

/** Drag the words: the bank's words dropped on the text's gaps; a word placed leaves the bank, a wrong one goes back. */
export const DragWordsGame = ({ game, onWon }: { game: GameOf<"drag_words">; onWon: () => void }) => {
  const { round, move, again, said } = useRound(dragWords, game, onWon)
  const playing = round.status === "playing"
  const placed = Object.values(round.progress)
  // The bank's words, each once as often as it is still to be placed (a word may fill two gaps).
  const bank = wordBank(game).filter((w, i, all) => all.slice(0, i + 1).filter((x) => x === w).length > placed.filter((x) => x === w).length)
  let gap = -1
  return (
    <GameFrame game={game} round={round} said={said} onRestart={again}>
      <DragArea onDrop={(piece, target) => move({ gap: Number(target.slice(4)), word: piece.replace(/^word-\d+-/, "") })}>
        <p className="gap-text">
          {pieces(game.text).map((p, i) => {
            if (p.kind === "text") return <Fragment key={i}>{p.text}</Fragment>
            const n = ++gap
            const filled = round.progress[n]
            const label = filled !== undefined ? tg("gapFilled", { n: n + 1, word: filled }) : tg("gap", { n: n + 1 })
            return (
              <Target key={i} id={`gap-${n}`} label={label} disabled={filled !== undefined || !playing} className={`drop-gap${filled !== undefined ? " filled" : ""}`}>
                <span className="visually-hidden">{label}</span>
                <span aria-hidden="true">{filled ?? "\u00a0"}</span>
              </Target>
            )
          })}
        </p>
        <ul className="drag-bank" aria-label={tg("bank")}>
          {bank.map((w, i) => (
            <li key={`${w}-${i}`}>
              <Piece id={`word-${i}-${w}`} label={w} disabled={!playing} />
            </li>
          ))}
        </ul>
      </DragArea>
    </GameFrame>
  )
}
