import { Box, TextField, Typography } from "@mui/material"
import { useEffect, useState } from "react"
import { useInput, useLocaleState, useTranslate } from "react-admin"
import type { Game, GameType } from "../../../../domain/game/content.ts"
import { GamePreview } from "../../gameCourses/GamePreview.tsx"
import { gameTemplates } from "../../gameCourses/gameTemplates.ts"
import { gameJsonProblem } from "../../gameCourses/validateGame.ts"

type GameValue = { kind: "game"; game: Game | string } | undefined

/** The game a type plays (`find_pairs_game` → find_pairs); a plain `game` activity starts as true or false. */
const gameTypeOf = (type: string): GameType => (type === "game" ? "true_false" : (type.slice(0, -"_game".length) as GameType))

/**
 * A game activity's content as its JSON, checked as it is typed by the domain's Schema and
 * winnability rule (the save waits until it passes), with a preview of what the learner plays.
 * A new activity starts from its type's template.
 */
export const GameContent = ({ type }: { type: string }) => {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { field, id, fieldState } = useInput<GameValue>({
    source: "content",
    validate: (v: GameValue) => (v?.kind === "game" && typeof v.game === "string" ? (gameJsonProblem(v.game, "", locale) ?? undefined) : undefined)
  })
  const start = field.value?.kind === "game" ? field.value.game : gameTemplates[gameTypeOf(type)]
  const [text, setText] = useState(() => (typeof start === "string" ? start : JSON.stringify(start, null, 2)))
  useEffect(() => {
    if (field.value?.kind !== "game") field.onChange({ kind: "game", game: gameTemplates[gameTypeOf(type)] })
  }, [])
  const problem = gameJsonProblem(text, "", locale)
  const edit = (next: string) => {
    setText(next)
    // Kept as text while it is not a winnable game: the form's validation shows why and holds the save.
    field.onChange({ kind: "game", game: gameJsonProblem(next, "", locale) === undefined ? (JSON.parse(next) as Game) : next })
  }
  return (
    <Box sx={{ width: "100%" }}>
      <TextField
        id={id}
        label={translate("vitrine.authoring.game_json")}
        value={text}
        onChange={(e) => edit(e.target.value)}
        error={problem !== undefined || fieldState.invalid}
        helperText={problem ?? " "}
        multiline
        minRows={6}
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "monospace" } } }}
      />
      {problem === undefined && (
        <Box role="group" aria-label={translate("vitrine.games.preview")} sx={{ mb: 1 }}>
          <Typography variant="caption">{translate("vitrine.games.preview")}</Typography>
          <GamePreview game={JSON.parse(text) as Game} />
        </Box>
      )}
    </Box>
  )
}
