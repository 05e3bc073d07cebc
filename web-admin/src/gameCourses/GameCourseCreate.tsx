import { Create, SimpleForm, useTranslate } from "react-admin"
import { GameCourseFields, toCourse } from "./GameCourseFields.tsx"

/** A new draft course of games (issue 47); edited later at /game-courses/:id. */
const GameCourseCreate = () => {
  const translate = useTranslate()
  return (
    <Create resource="courses" redirect={false} transform={toCourse} title={translate("vitrine.games.title")}>
      <SimpleForm>
        <GameCourseFields />
      </SimpleForm>
    </Create>
  )
}
export default GameCourseCreate
