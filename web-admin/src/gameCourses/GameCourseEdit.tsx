import { Edit, SimpleForm, useTranslate, WithRecord } from "react-admin"
import { useParams } from "react-router-dom"
import type { Game } from "../../../domain/game/content.ts"
import { GameCourseFields, toCourse, type GameRow } from "./GameCourseFields.tsx"

interface Activity { activityId: string; title?: string; content?: { kind: string; game?: Game } }

/** A course's game activities as the games editor's rows (their JSON as the admin typed it, formatted). */
const toForm = (r: Record<string, unknown>) => ({
  ...r,
  courseId: r["id"],
  games: ((r["activities"] as ReadonlyArray<Activity> | undefined) ?? [])
    .filter((a) => a.content?.kind === "game" && a.content.game)
    .map((a): GameRow => ({ activityId: a.activityId, title: a.title ?? null, gameType: a.content!.game!.type, json: JSON.stringify(a.content!.game, null, 2) }))
})

/**
 * An existing draft course of games edited (PUT → EditCourse; issue 47 left it undone): the same
 * fields as its creation, the record's other catalogue fields sent back as they were. A published
 * course answers course.not_draft.
 */
const GameCourseEdit = () => {
  const translate = useTranslate()
  const { id } = useParams()
  return (
    <Edit resource="courses" id={id} mutationMode="pessimistic" redirect={false} transform={(r: Record<string, unknown>) => ({ ...r, ...toCourse(r) })} title={translate("vitrine.games.title")}>
      <WithRecord
        render={(record) => (
          <SimpleForm record={toForm(record)}>
            <GameCourseFields editing />
          </SimpleForm>
        )}
      />
    </Edit>
  )
}
export default GameCourseEdit
