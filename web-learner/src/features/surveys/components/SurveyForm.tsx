import { useState, type FormEvent } from "react"
import { Link } from "react-router"
import { t } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { useAnswerSurvey } from "../api/answerSurvey.ts"
import type { Question, Survey } from "../api/getSurveys.ts"
import { QuestionField, type Draft } from "./QuestionField.tsx"

const empty: Draft = { options: [], text: "" }

/** What the learner must fix before sending (the server checks the same, and names its question too). */
const problemOf = (q: Question, d: Draft): string | undefined => {
  const blank = d.options.length === 0 && d.text.trim() === ""
  if (blank) return q.mandatory ? t("surveys.needed") : undefined
  if (q.kind !== "essay" && d.options.length === 0) return t("surveys.chooseOne")
  return undefined
}

/** The survey's questions, every error shown at its question; after sending, thanks and the way on. */
export const SurveyForm = ({ survey, next }: { survey: Survey; next: string }) => {
  const answer = useAnswerSurvey(survey.surveyId)
  const [drafts, setDrafts] = useState<Record<string, Draft>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = Object.fromEntries(survey.questions.flatMap((q) => Object.entries({ [q.questionId]: problemOf(q, drafts[q.questionId] ?? empty) }).filter(([, v]) => v !== undefined))) as Record<string, string>
    setErrors(found)
    const first = survey.questions.find((q) => found[q.questionId] !== undefined)
    if (first) return document.getElementById(`q-${first.questionId}`)?.querySelector<HTMLElement>("input, textarea")?.focus()
    const answers = survey.questions.flatMap((q) => {
      const d = drafts[q.questionId] ?? empty
      if (d.options.length === 0 && d.text.trim() === "") return []
      return [{ questionId: q.questionId, ...(d.options.length > 0 ? { options: [...d.options] } : {}), ...(d.text.trim() !== "" ? { text: d.text.trim() } : {}) }]
    })
    answer.mutate(answers, {
      onError: (err) => {
        const questionId = err instanceof ApiError ? err.details["questionId"] : undefined
        if (typeof questionId === "string") setErrors({ [questionId]: err.message })
      }
    })
  }
  if (answer.isSuccess)
    return (
      <div className="card">
        <p className="success" role="status">
          {t("surveys.thanks")}
        </p>
        <Link className="button" to={next}>
          {t("surveys.continue")}
        </Link>
      </div>
    )
  const general = answer.error instanceof ApiError && typeof answer.error.details["questionId"] !== "string" ? answer.error.message : answer.isError ? t("error.generic") : undefined
  return (
    <form onSubmit={submit} noValidate aria-label={survey.title}>
      <p className="hint">{t("surveys.requiredNote")}</p>
      {survey.questions.map((q, i) => (
        <QuestionField
          key={q.questionId}
          question={q}
          index={i}
          draft={drafts[q.questionId] ?? empty}
          error={errors[q.questionId]}
          onChange={(d) => setDrafts((all) => ({ ...all, [q.questionId]: d }))}
        />
      ))}
      {Object.keys(errors).length > 0 && (
        <p className="error" role="alert">
          {t("surveys.fix")}
        </p>
      )}
      {general && (
        <p className="error" role="alert">
          {general}
        </p>
      )}
      <div className="actions">
        <button type="submit" disabled={answer.isPending}>
          {answer.isPending ? t("surveys.sending") : t("surveys.submit")}
        </button>
      </div>
    </form>
  )
}
