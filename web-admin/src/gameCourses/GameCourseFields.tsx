import { Box, Typography } from "@mui/material"
import { ArrayInput, FormDataConsumer, NumberInput, SelectInput, SimpleFormIterator, TextInput, required, useLocaleState, useTranslate } from "react-admin"
import { gameTypes, type Game } from "../../../domain/game/content.ts"
import { GamePreview } from "./GamePreview.tsx"
import { gameTemplates } from "./gameTemplates.ts"
import { gameJsonProblem } from "./validateGame.ts"

export interface GameRow {
  readonly activityId?: string
  readonly title?: string | null
  readonly gameType?: Game["type"]
  readonly json?: string
}

/** The course the console sends (CreateCourse, or EditCourse for an existing draft), its activities the games. */
export const toCourse = (r: Record<string, unknown>) => ({
  courseId: r["courseId"],
  title: r["title"],
  workloadHours: r["workloadHours"] ?? 0.5,
  enrolmentType: r["enrolmentType"] ?? "open",
  activities: ((r["games"] as ReadonlyArray<GameRow> | undefined) ?? []).map((g, i) => ({
    activityId: g.activityId,
    // An empty field reads as null in react-admin: a title is sent only when one is written.
    ...(g.title ? { title: g.title } : {}),
    type: `${g.gameType}_game`,
    hierarchyOrder: i + 1,
    mandatory: true,
    blocking: false,
    content: { kind: "game", game: JSON.parse(g.json ?? "{}") as unknown }
  }))
})

/**
 * The games editor's fields (issue 47): per activity its game type, its JSON (started from a
 * template of that type) checked as it is typed by the domain's Schema and winnability rule, and
 * a preview of what the learner will play. The server checks the same again. A course's id never
 * changes once created.
 */
export const GameCourseFields = ({ editing = false }: { editing?: boolean }) => {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <>
      <Typography variant="body2">{translate("vitrine.games.help")}</Typography>
      <TextInput source="courseId" label={translate("vitrine.games.courseId")} validate={required()} disabled={editing} />
      <TextInput source="title" label={translate("vitrine.games.courseTitle")} validate={required()} />
      <NumberInput source="workloadHours" label={translate("vitrine.games.workload")} defaultValue={0.5} />
      <ArrayInput source="games" label={translate("vitrine.games.activities")}>
        <SimpleFormIterator>
          <TextInput source="activityId" label={translate("vitrine.games.activityId")} validate={required()} />
          <TextInput source="title" label={translate("vitrine.games.activityTitle")} />
          <SelectInput source="gameType" label={translate("vitrine.games.type")} choices={gameTypes.map((t) => ({ id: t, name: translate(`vitrine.games.types.${t}`) }))} validate={required()} />
          <FormDataConsumer<GameRow>>
            {({ scopedFormData, ...rest }) =>
              scopedFormData?.gameType ? (
                <TextInput
                  {...rest}
                  source="json"
                  label={translate("vitrine.games.json")}
                  multiline
                  minRows={6}
                  fullWidth
                  defaultValue={JSON.stringify(gameTemplates[scopedFormData.gameType], null, 2)}
                  validate={(v: string | undefined) => (v === undefined ? undefined : gameJsonProblem(v, scopedFormData.activityId ?? "", locale))}
                />
              ) : null
            }
          </FormDataConsumer>
          <FormDataConsumer<GameRow>>
            {({ scopedFormData }) => {
              if (!scopedFormData?.json || gameJsonProblem(scopedFormData.json, scopedFormData.activityId ?? "", locale) !== undefined) return null
              return (
                <Box sx={{ mb: 2 }} aria-label={translate("vitrine.games.preview")} role="group">
                  <Typography variant="caption">{translate("vitrine.games.preview")}</Typography>
                  <GamePreview game={JSON.parse(scopedFormData.json) as Game} />
                </Box>
              )
            }}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  )
}
