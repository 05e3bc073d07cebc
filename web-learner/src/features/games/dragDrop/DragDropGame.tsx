import type { GameOf } from "../../../../../domain/game/content.ts"
import { dragDrop } from "../../../../../domain/game/engine/dragDrop.ts"
import { DragArea } from "../dnd/DragArea.tsx"
import { Piece } from "../dnd/Piece.tsx"
import { Target } from "../dnd/Target.tsx"
import { GameFrame } from "../GameFrame.tsx"
import { tg } from "../i18n/index.ts"
import { useRound } from "../useRound.ts"

/** Drag and drop: each item dropped on its target box; a wrong drop is an error and the item stays to be placed. */
export const DragDropGame = ({ game, onWon }: { game: GameOf<"drag_drop">; onWon: () => void }) => {
  const { round, move, again, said } = useRound(dragDrop, game, onWon)
  const playing = round.status === "playing"
  const waiting = game.items.filter((i) => !(i.itemId in round.progress))
  return (
    <GameFrame game={game} round={round} said={said} onRestart={again}>
      <DragArea onDrop={(itemId, target) => move({ itemId, targetId: target.replace(/^target-/, "") })}>
        <ul className="drag-bank" aria-label={tg("items")}>
          {waiting.map((i) => (
            <li key={i.itemId}>
              <Piece id={i.itemId} label={i.label} disabled={!playing} />
            </li>
          ))}
        </ul>
        <div className="drop-targets">
          {game.targets.map((t) => (
            <Target key={t.targetId} id={`target-${t.targetId}`} label={t.label} disabled={!playing} className="drop-target" as="div">
              <h2>{t.label}</h2>
              <ul aria-label={t.label}>
                {game.items
                  .filter((i) => round.progress[i.itemId] === t.targetId)
                  .map((i) => (
                    <li key={i.itemId}>{i.label}</li>
                  ))}
              </ul>
            </Target>
          ))}
        </div>
      </DragArea>
    </GameFrame>
  )
}
