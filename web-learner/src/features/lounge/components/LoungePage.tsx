import "../lounge.css"
import { Link } from "react-router"
import { Failed, Loading } from "../../../components/states.tsx"
import { useLanguage } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { formatDate } from "../../../lib/format.ts"
import { useLounge, useWrite } from "../api/lounge.ts"
import { loungePaths } from "../api/paths.ts"
import type { Lounge } from "../api/types.ts"
import { useLiveLounge } from "../api/useLiveLounge.ts"
import { tl } from "../i18n/index.ts"
import { Chat } from "./Chat.tsx"
import { LineForm } from "./LineForm.tsx"
import { Questions } from "./Questions.tsx"
import { StreamPlayer } from "./StreamPlayer.tsx"

/** `webinars-lounge/{id}`: the stream, the live chat and the questions queue. */
export const LoungePage = ({ classId }: { classId: string }) => {
  const query = useLounge(classId)
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <>
        <h1>{tl("notFound")}</h1>
        <p>{tl("notFoundText")}</p>
      </>
    )
  // The lounge is its webinar's subscribers': the learner subscribes on the webinar's page first.
  if (query.error instanceof ApiError && query.error.code === "lounge.not_subscribed")
    return (
      <section className="card">
        <h1>{tl("subscribeFirst")}</h1>
        <p>{tl("subscribeFirstText")}</p>
        <p>
          <Link to={loungePaths.webinar(classId)}>{tl("toWebinar")}</Link>
        </p>
      </section>
    )
  if (query.isError) return <Failed error={query.error} onRetry={() => query.refetch()} />
  if (query.data === undefined) return <Loading />
  return <LiveLoungePage lounge={query.data} />
}

const LiveLoungePage = ({ lounge }: { lounge: Lounge }) => {
  const locale = useLanguage()
  const { live, connection } = useLiveLounge(lounge)
  const message = useWrite(lounge.classId, "message")
  const question = useWrite(lounge.classId, "question")
  const writable = !live.closed && !live.blocked
  return (
    <article className="lounge">
      <header className="lounge-head">
        <p className="lounge-kicker">{tl("title")}</p>
        <h1>{lounge.title}</h1>
        <p className="lounge-meta">
          <span className={`lounge-badge ${live.closed ? "closed" : "open"}`}>{tl(live.closed ? "closed" : "open")}</span>
          <span>{tl("startsAt", { date: formatDate(lounge.startsAt, locale) })}</span>
          <span role="status" className={`lounge-connection ${connection}`}>{tl(connection)}</span>
        </p>
      </header>
      <StreamPlayer lounge={lounge} />
      {live.closed && <p className="card" role="note">{tl("closedNote")}</p>}
      {live.blocked && !live.closed && <p className="card" role="note">{tl("blocked")}</p>}
      <div className="lounge-columns">
        <section aria-labelledby="lounge-chat">
          <h2 id="lounge-chat">{tl("chat")}</h2>
          <Chat messages={live.messages} />
          {writable && <LineForm label="chatLabel" submit="send" busy={message.isPending} error={message.error?.message} onSubmit={(text, done) => message.mutate(text, { onSuccess: done })} />}
        </section>
        <section aria-labelledby="lounge-questions">
          <h2 id="lounge-questions">{tl("questions")}</h2>
          <Questions questions={live.questions} />
          {writable && <LineForm label="questionLabel" submit="ask" busy={question.isPending} error={question.error?.message} onSubmit={(text, done) => question.mutate(text, { onSuccess: done })} />}
        </section>
      </div>
    </article>
  )
}
