import "../forums.css"
import { Link, useNavigate } from "react-router"
import { Failed, Loading } from "../../../components/states.tsx"
import { useLanguage } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { formatDate } from "../../../lib/format.ts"
import { forumPaths } from "../api/paths.ts"
import { usePostCommand, useTopic, type PostCommand } from "../api/topics.ts"
import { tf } from "../i18n/index.ts"
import { PostForm } from "./PostForm.tsx"
import { PostItem } from "./PostItem.tsx"

/** `online-courses/{id}/forum/{topicId}`: a topic, its replies oldest first, and my reply. */
export const TopicPage = ({ courseId, topicId }: { courseId: string; topicId: string }) => {
  const locale = useLanguage()
  const query = useTopic(courseId, topicId)
  const command = usePostCommand(courseId, topicId)
  const navigate = useNavigate()
  const back = <p><Link to={forumPaths.forum(courseId)}>{tf("backToForum")}</Link></p>
  const send = (c: PostCommand, done?: () => void) =>
    command.mutate(c, {
      onSuccess: (answer) => {
        done?.()
        // Deleting the opening post deletes the topic: back to the forum.
        if ("topicDeleted" in answer && answer.topicDeleted) void navigate(forumPaths.forum(courseId))
      }
    })
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <>
        {back}
        <h1>{tf("notFound")}</h1>
        <p>{tf("notFoundText")}</p>
      </>
    )
  if (query.isError) return <>{back}<Failed error={query.error} onRetry={() => query.refetch()} /></>
  const topic = query.data
  if (topic === undefined) return <>{back}<Loading /></>
  const error = command.error?.message
  return (
    <article className="topic">
      {back}
      <h1>{topic.title}</h1>
      <p className="forum-meta">
        <span className={`forum-badge ${topic.status}`}>{tf(topic.status)}</span>
        <span>{tf("by", { name: topic.mine ? tf("you") : topic.authorName })}</span>
        <span>{formatDate(topic.startedAt, locale)}</span>
      </p>
      {topic.status === "closed" && <p className="card" role="note">{tf("closedNote")}</p>}
      {error && <p role="alert" className="error">{tf("failed", { message: error })}</p>}
      <ul className="posts" aria-label={tf("posts")}>
        {topic.posts.map((p) => (
          <PostItem key={p.postId} post={p} open={topic.status === "open"} enrolled={topic.enrolled} busy={command.isPending} error={undefined} send={send} />
        ))}
      </ul>
      {topic.canReply ? (
        <PostForm key={topic.posts.length} label={tf("replyLabel")} submit={tf("send")} busy={command.isPending} error={undefined} onSubmit={(body) => send({ kind: "reply", body })} />
      ) : (
        !topic.enrolled && <p className="note">{tf("notEnrolled")}</p>
      )}
    </article>
  )
}
