import { useParams } from "react-router"
import { TopicPage } from "../../../features/forums/components/TopicPage.tsx"
import { loadForumText, useForumLanguage } from "../../../features/forums/i18n/index.ts"

/** `online-courses/{id}/forum/{topicId}`: one topic with its replies. */
export const loader = () => loadForumText().then(() => null)

export const Component = () => {
  useForumLanguage()
  const { id = "", topicId = "" } = useParams()
  return <TopicPage key={`${id}/${topicId}`} courseId={id} topicId={topicId} />
}
