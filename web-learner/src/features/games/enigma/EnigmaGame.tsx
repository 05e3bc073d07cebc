import { useState } from "react"
import type { GameOf } from "../../../../../domain/game/content.ts"
import { enigma } from "../../../../../domain/game/engine/enigma.ts"
import { isLetter, normalize } from "../../../../../domain/game/text.ts"
import { GameFrame } from "../GameFrame.tsx"
import { tg } from "../i18n/index.ts"
import { useRound } from "../useRound.ts"

/**
 * The enigma: the riddle, the answer's letters as slots, a field for one letter at a time, and
 * the tips, each opened on demand (it also reveals a letter: the engine's rule).
 */
export const EnigmaGame = ({ game, onWon }: { game: GameOf<"enigma">; onWon: () => void }) => {
  const { round, move, again, said } = useRound(enigma, game, onWon)
  const [letter, setLetter] = useState("")
  const { letters, tipsUsed } = round.progress
  const tips = game.tips ?? []
  const playing = round.status === "playing"
  const shown = [...game.answer].map((c) => (!isLetter(c) || letters.includes(normalize(c)) || round.status === "won" ? c : "_"))
  return (
    <GameFrame game={game} round={round} said={said} onRestart={again} showTips={false}>
      <p className="riddle">{game.riddle}</p>
      <p className="enigma-answer">
        <span className="visually-hidden">{`${tg("answer")}: ${shown.map((c) => (c === "_" ? tg("hiddenLetter") : c)).join(", ")}`}</span>
        {shown.map((c, i) => (
          <span key={i} aria-hidden="true" className={c === "_" ? "slot" : "slot shown"}>
            {c === "_" ? "\u00a0" : c}
          </span>
        ))}
      </p>
      {letters.length > 0 && <p className="meta">{tg("tried", { letters: letters.join(" ").toUpperCase() })}</p>}
      <form
        className="enigma-form"
        onSubmit={(e) => {
          e.preventDefault()
          if (letter.trim() === "") return
          move({ letter }, (next) => (next.progress.letters.length === letters.length ? undefined : letter.toUpperCase()))
          setLetter("")
        }}
      >
        <label>
          {tg("letter")}
          <input value={letter} maxLength={1} size={2} disabled={!playing} autoComplete="off" autoCapitalize="characters" onChange={(e) => setLetter(e.target.value)} />
        </label>
        <button type="submit" disabled={!playing}>
          {tg("try")}
        </button>
      </form>
      {tipsUsed > 0 && (
        <ol className="game-tips-used" aria-label={tg("tips")}>
          {tips.slice(0, tipsUsed).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      )}
      {tipsUsed < tips.length && playing && (
        <button type="button" className="secondary" onClick={() => move({ tip: true }, (next) => tips[next.progress.tipsUsed - 1])}>
          {tg("useTip", { left: tips.length - tipsUsed })}
        </button>
      )}
    </GameFrame>
  )
}
