import type { Game } from "../../../../domain/game/content.ts"
import { DragDropGame } from "./dragDrop/DragDropGame.tsx"
import { DragWordsGame } from "./dragWords/DragWordsGame.tsx"
import { EnigmaGame } from "./enigma/EnigmaGame.tsx"
import { FillBlanksGame } from "./fillBlanks/FillBlanksGame.tsx"
import { FindPairsGame } from "./findPairs/FindPairsGame.tsx"
import { FlashcardsGame } from "./flashcards/FlashcardsGame.tsx"
import { useGamesLanguage } from "./i18n/index.ts"
import { ThisOrThatGame } from "./thisOrThat/ThisOrThatGame.tsx"
import { TrueFalseGame } from "./trueFalse/TrueFalseGame.tsx"
import { RoundReport, type FinishedRound } from "./roundReport.ts"
import "./games.css"

/**
 * A `game` activity's player (DESIGN §4.11): the game of its type; `onWon` reports the activity
 * completed (the activity player sends CompleteActivity), `onRoundEnd` each finished round's score
 * (RecordGameRound). Loaded lazily by the activity player.
 */
export const GamePlayer = ({ game, onWon, onRoundEnd }: { game: Game; onWon: () => void; onRoundEnd?: (round: FinishedRound) => void }) => {
  useGamesLanguage()
  return (
    <RoundReport.Provider value={onRoundEnd}>
      <TheGame game={game} onWon={onWon} />
    </RoundReport.Provider>
  )
}

const TheGame = ({ game, onWon }: { game: Game; onWon: () => void }) => {
  switch (game.type) {
    case "true_false":
      return <TrueFalseGame game={game} onWon={onWon} />
    case "this_or_that":
      return <ThisOrThatGame game={game} onWon={onWon} />
    case "fill_blanks":
      return <FillBlanksGame game={game} onWon={onWon} />
    case "flashcards":
      return <FlashcardsGame game={game} onWon={onWon} />
    case "find_pairs":
      return <FindPairsGame game={game} onWon={onWon} />
    case "enigma":
      return <EnigmaGame game={game} onWon={onWon} />
    case "drag_words":
      return <DragWordsGame game={game} onWon={onWon} />
    case "drag_drop":
      return <DragDropGame game={game} onWon={onWon} />
  }
}
