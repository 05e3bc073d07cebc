import type { Question } from "../api/types.ts"
import { tl } from "../i18n/index.ts"

/** The questions queue: mine marked, each answered one with the instructor's answer. */
export const Questions = ({ questions }: { questions: ReadonlyArray<Question> }) => {
  if (questions.length === 0) return <p className="empty">{tl("questionsEmpty")}</p>
  return (
    <ol className="lounge-questions" aria-label={tl("questions")}>
      {questions.map((q) => (
        <li key={q.questionId} className={q.mine ? "mine" : undefined}>
          <p className="lounge-meta">
            <strong>{q.mine ? tl("mine") : q.authorName}</strong>
            <span className={`lounge-badge ${q.answer === null ? "waiting" : "answered"}`}>{tl(q.answer === null ? "unanswered" : "answered")}</span>
          </p>
          <p className="lounge-text">{q.text}</p>
          {q.answer !== null && (
            <p className="lounge-answer">
              <span className="visually-hidden">{tl("answer")}: </span>
              {q.answer}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
