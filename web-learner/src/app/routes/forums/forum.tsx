import { useParams } from "react-router"
import { ForumPage } from "../../../features/forums/components/ForumPage.tsx"
import { loadForumText, useForumLanguage } from "../../../features/forums/i18n/index.ts"

/** `online-courses/{id}/forum`: the course's forum (inside the online-courses module). */
export const loader = () => loadForumText().then(() => null)

export const Component = () => {
  useForumLanguage()
  const { id = "" } = useParams()
  return <ForumPage key={id} courseId={id} />
}
