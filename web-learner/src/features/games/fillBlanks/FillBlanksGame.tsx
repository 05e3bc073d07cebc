import { Fragment, useState } from "react"
import type { GameOf } from "../../../../../domain/game/content.ts"
import { fillBlanks } from "../../../../../domain/game/engine/fillBlanks.ts"
import { pieces } from "../../../../../domain/game/text.ts"
import { GameFrame } from "../GameFrame.tsx"
import { tg } from "../i18n/index.ts"
import { useRound } from "../useRound.ts"

/**
 * Fill in the blanks: the text with a field per gap; Enter in a field checks it, "Check" checks
 * every field written. Case and accents do not count (the engine's rule); a wrong answer stays to be corrected.
 */
export const FillBlanksGame = ({ game, onWon }: { game: GameOf<"fill_blanks">; onWon: () => void }) => {
  const { round, move, again, said } = useRound(fillBlanks, game, onWon)
  const [typed, setTyped] = useState<Record<number, string>>({})
  const playing = round.status === "playing"
  const check = (gaps: ReadonlyArray<number>) => gaps.forEach((gap) => move({ gap, answer: typed[gap] ?? "" }))
  const open = () => Object.keys(typed).map(Number).filter((g) => !(g in round.progress) && (typed[g] ?? "").trim() !== "")
  let gap = -1
  return (
    <GameFrame
      game={game}
      round={round}
      said={said}
      onRestart={() => {
        setTyped({})
        again()
      }}
    >
      <form
        className="gap-text"
        onSubmit={(e) => {
          e.preventDefault()
          check(open())
        }}
      >
        <p>
          {pieces(game.text).map((p, i) => {
            if (p.kind === "text") return <Fragment key={i}>{p.text}</Fragment>
            const n = ++gap
            const filled = round.progress[n]
            return filled !== undefined ? (
              <strong key={i} className="gap filled">
                {filled}
              </strong>
            ) : (
              <input
                key={i}
                className="gap"
                aria-label={tg("gap", { n: n + 1 })}
                value={typed[n] ?? ""}
                disabled={!playing}
                autoComplete="off"
                autoCapitalize="off"
                size={Math.max(6, ...p.answers.map((a) => a.length))}
                onChange={(e) => setTyped({ ...typed, [n]: e.target.value })}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault()
                    if ((typed[n] ?? "").trim() !== "") check([n])
                  }
                }}
              />
            )
          })}
        </p>
        <button type="submit" disabled={!playing}>
          {tg("check")}
        </button>
      </form>
    </GameFrame>
  )
}
