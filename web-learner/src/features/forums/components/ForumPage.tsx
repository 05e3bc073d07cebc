import "../forums.css"
import { useId, useState, type FormEvent } from "react"
import { Link, useNavigate } from "react-router"
import { Empty, Failed, Loading } from "../../../components/states.tsx"
import { useLanguage } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { formatDate } from "../../../lib/format.ts"
import { forumPaths } from "../api/paths.ts"
import { useStartTopic, useTopics } from "../api/topics.ts"
import { tf } from "../i18n/index.ts"

/** A new topic: a title and its opening message; the learner lands on the topic once posted. */
const NewTopic = ({ courseId, onClose }: { courseId: string; onClose: () => void }) => {
  const start = useStartTopic(courseId)
  const navigate = useNavigate()
  const [title, setTitle] = useState("")
  const [body, setBody] = useState("")
  const titleId = useId()
  const bodyId = useId()
  const send = (e: FormEvent) => {
    e.preventDefault()
    if (title.trim() === "" || body.trim() === "") return
    start.mutate({ title: title.trim(), body: body.trim() }, { onSuccess: (topic) => void navigate(forumPaths.topic(courseId, topic.topicId)) })
  }
  return (
    <form className="forum-form card" onSubmit={send} aria-label={tf("newTopic")}>
      <div className="field">
        <label htmlFor={titleId}>{tf("topicTitle")}</label>
        <input id={titleId} value={title} required maxLength={256} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={bodyId}>{tf("body")}</label>
        <textarea id={bodyId} value={body} required maxLength={10000} onChange={(e) => setBody(e.target.value)} />
      </div>
      {start.error && <p role="alert" className="error">{tf("failed", { message: start.error.message })}</p>}
      <div className="actions">
        <button type="submit" disabled={start.isPending}>{tf("publish")}</button>
        <button type="button" className="secondary" onClick={onClose}>{tf("cancel")}</button>
      </div>
    </form>
  )
}

/** `online-courses/{id}/forum`: the course's topics, the latest activity first, and a new topic. */
export const ForumPage = ({ courseId }: { courseId: string }) => {
  const locale = useLanguage()
  const topics = useTopics(courseId)
  const [writing, setWriting] = useState(false)
  if (topics.error instanceof ApiError && topics.error.status === 404)
    return (
      <>
        <h1>{tf("courseNotFound")}</h1>
        <p><Link to="/online-courses">{tf("backToCourse")}</Link></p>
      </>
    )
  return (
    <section className="forum">
      <p><Link to={forumPaths.course(courseId)}>{tf("backToCourse")}</Link></p>
      <h1>{tf("title")}</h1>
      {!writing && (
        <button type="button" onClick={() => setWriting(true)}>
          {tf("newTopic")}
        </button>
      )}
      {writing && <NewTopic courseId={courseId} onClose={() => setWriting(false)} />}
      {topics.isError ? (
        <Failed error={topics.error} onRetry={() => topics.refetch()} />
      ) : topics.data === undefined ? (
        <Loading />
      ) : topics.data.items.length === 0 ? (
        <Empty><p>{tf("empty")}</p></Empty>
      ) : (
        <ul className="topics" aria-label={tf("topics")}>
          {topics.data.items.map((t) => (
            <li key={t.topicId}>
              <Link to={forumPaths.topic(courseId, t.topicId)}>{t.title}</Link>
              <p className="forum-meta">
                <span className={`forum-badge ${t.status}`}>{tf(t.status)}</span>
                <span>{tf("by", { name: t.mine ? tf("you") : t.authorName })}</span>
                <span>{t.replies === 1 ? tf("replyOne") : tf("replies", { count: t.replies })}</span>
                <span>{tf("lastPost", { date: formatDate(t.lastPostAt, locale) })}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
