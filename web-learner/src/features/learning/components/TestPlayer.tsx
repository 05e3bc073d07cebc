import { useEffect, useState } from "react"
import { useBlocker } from "react-router"
import { useQueryClient } from "@tanstack/react-query"
import { getAttempt, startAttempt, submitAttempt, useResults, type Answers } from "../api/attempts.ts"
import type { Attempt, Outcome } from "../api/types.ts"
import { tl } from "../i18n/index.ts"
import { AttemptResult } from "./AttemptResult.tsx"
import { Countdown, useRemaining } from "./Countdown.tsx"
import { QuestionView } from "./QuestionView.tsx"
import { useAutosave } from "./useAutosave.ts"

const saveText = { idle: "", saving: "test.saving", saved: "test.saved", failed: "test.saveFailed" } as const

/** A running attempt: one question at a time, a drawer of all, autosave, the server's timer, a summary before sending. */
const Running = ({ attempt, onDone }: { attempt: Attempt; onDone: (o: Outcome) => void }) => {
  const [answers, setAnswers] = useState<Answers>(attempt.answers)
  const [at, setAt] = useState(0)
  const [review, setReview] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const autosave = useAutosave(attempt.attemptId)
  const left = useRemaining(attempt.remainingSeconds)
  const timeUp = left === 0
  // Leaving mid-attempt asks first (the answers saved stay, the time goes on).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (blocker.state === "blocked") (window.confirm(tl("test.leave")) ? blocker.proceed : blocker.reset)()
  }, [blocker])
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener("beforeunload", warn)
    return () => window.removeEventListener("beforeunload", warn)
  }, [])
  const questions = attempt.questions
  const q = questions[at]!
  const answered = questions.filter((x) => (answers[x.questionId] ?? []).length > 0).length
  const choose = (options: ReadonlyArray<string>) => {
    setAnswers((a) => ({ ...a, [q.questionId]: options }))
    autosave.save({ [q.questionId]: options })
  }
  const submit = () =>
    submitAttempt(attempt.attemptId, answers).then(onDone, (e: Error) => setError(tl("actionFailed", { message: e.message })))
  return (
    <section className="test" aria-label={tl("type.test")}>
      <div className="test-bar">
        {left !== null && <Countdown left={left} />}
        <p className={`save ${autosave.state}`} role="status">
          {autosave.state !== "idle" && tl(saveText[autosave.state])}
          {autosave.state === "failed" && (
            <button type="button" className="link" onClick={() => void autosave.retry()}>
              {tl("test.saveRetry")}
            </button>
          )}
        </p>
      </div>
      {timeUp && <p role="alert" className="error">{tl("test.timeUp")}</p>}
      <nav aria-label={tl("test.drawer")} className="drawer">
        <ol>
          {questions.map((x, i) => (
            <li key={x.questionId}>
              <button
                type="button"
                className={`${i === at && !review ? "current" : ""} ${(answers[x.questionId] ?? []).length > 0 ? "answered" : ""}`}
                aria-label={`${tl("test.goTo", { n: i + 1 })}${(answers[x.questionId] ?? []).length > 0 ? ` (${tl("test.answeredMark")})` : ""}`}
                aria-current={i === at && !review ? "step" : undefined}
                onClick={() => (setAt(i), setReview(false))}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {review ? (
        <div className="card summary">
          <h2>{tl("test.summary")}</h2>
          <p>{tl("test.answered", { n: answered, total: questions.length })}</p>
          {answered < questions.length && <p className="note">{tl("test.unansweredWarning")}</p>}
          <div className="actions">
            <button type="button" onClick={() => void submit()}>
              {tl("test.submit")}
            </button>
            <button type="button" className="secondary" onClick={() => setReview(false)}>
              {tl("test.backToQuestions")}
            </button>
          </div>
          {error && <p role="alert" className="error">{error}</p>}
        </div>
      ) : (
        <>
          <QuestionView question={q} n={at + 1} total={questions.length} chosen={answers[q.questionId] ?? []} disabled={timeUp} onChange={choose} />
          <div className="actions">
            <button type="button" className="secondary" disabled={at === 0} onClick={() => setAt(at - 1)}>
              {tl("test.previous")}
            </button>
            {at < questions.length - 1 ? (
              <button type="button" onClick={() => setAt(at + 1)}>
                {tl("test.next")}
              </button>
            ) : (
              <button type="button" onClick={() => setReview(true)}>
                {tl("test.review")}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  )
}

/** The test or quiz player: start (or resume an open attempt), answer, send, and the result with what comes next. */
export const TestPlayer = ({ testId, onFinished }: { testId: string; onFinished: () => void }) => {
  const results = useResults()
  const client = useQueryClient()
  const [attempt, setAttempt] = useState<Attempt | undefined>(undefined)
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const open = results.data?.find((r) => r.testId === testId && r.gradedAt === null)
  const begin = () =>
    (open ? getAttempt(open.attemptId) : startAttempt(testId)).then(
      (a) => (setAttempt(a), setOutcome(undefined), setError(undefined)),
      (e: Error) => setError(tl("actionFailed", { message: e.message }))
    )
  const done = (o: Outcome) => {
    setOutcome(o)
    setAttempt(undefined)
    void client.invalidateQueries({ queryKey: ["learning"] })
    onFinished()
  }
  if (attempt && attempt.open) return <Running key={attempt.attemptId} attempt={attempt} onDone={done} />
  return (
    <div>
      {outcome ? <AttemptResult outcome={outcome} /> : <p>{tl("test.intro")}</p>}
      {(outcome === undefined || (outcome.attemptsLeft !== 0 && outcome.courseStatus !== "blocked")) && (
        <button type="button" onClick={() => void begin()} disabled={results.isPending}>
          {outcome ? tl("test.newAttempt") : open ? tl("test.resume") : tl("test.start")}
        </button>
      )}
      {error && <p role="alert" className="error">{error}</p>}
    </div>
  )
}
