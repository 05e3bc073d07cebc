import { Box, Chip, Typography } from "@mui/material"
import type { Game } from "../../../domain/game/content.ts"
import { pieces } from "../../../domain/game/text.ts"

/** What the learner will see, in short: the pieces of the game as the player lays them out. */
export const GamePreview = ({ game }: { game: Game }) => {
  const chips = (labels: ReadonlyArray<string>) => (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
      {labels.map((l, i) => (
        <Chip key={i} label={l} size="small" />
      ))}
    </Box>
  )
  switch (game.type) {
    case "true_false":
      return chips(game.statements.map((s) => `${s.text} (${s.answer ? "V" : "F"})`))
    case "this_or_that":
      return chips(game.items.map((i) => `${i.label} → ${i.side === "left" ? game.left : game.right}`))
    case "flashcards":
      return chips(game.cards.map((c) => `${c.front} / ${c.back}`))
    case "find_pairs":
      return chips(game.cards.map((c) => `${c.label} (${c.pairId})`))
    case "enigma":
      return <Typography variant="body2">{`${game.riddle} → ${game.answer}`}</Typography>
    case "drag_drop":
      return chips(game.items.map((i) => `${i.label} → ${game.targets.find((t) => t.targetId === i.targetId)?.label ?? "?"}`))
    case "drag_words":
    case "fill_blanks":
      return <Typography variant="body2">{pieces(game.text).map((p) => (p.kind === "text" ? p.text : ` [ ${p.answers.join(" | ")} ] `))}</Typography>
  }
}
