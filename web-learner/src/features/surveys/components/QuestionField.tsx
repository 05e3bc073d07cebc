import { t } from "../../../i18n/index.ts"
import type { Question } from "../api/getSurveys.ts"

export interface Draft {
  readonly options: ReadonlyArray<number>
  readonly text: string
}

/**
 * One question as a fieldset: radios for alternatives, checkboxes for multiple choice, a text
 * box for an essay or a justification. Its error is tied to it (aria-describedby), so a screen
 * reader hears which question to fix.
 */
export const QuestionField = ({ question, index, draft, error, onChange }: { question: Question; index: number; draft: Draft; error: string | undefined; onChange: (d: Draft) => void }) => {
  const id = `q-${question.questionId}`
  const errorId = `${id}-error`
  const single = question.kind.startsWith("alternatives")
  const justified = question.kind.endsWith("_justified")
  const choose = (i: number, on: boolean) =>
    onChange({ ...draft, options: single ? [i] : on ? [...draft.options, i].sort((a, b) => a - b) : draft.options.filter((x) => x !== i) })
  return (
    <fieldset className="question" id={id} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>
        {index + 1}. {question.text}
        {question.mandatory ? <span aria-hidden="true"> *</span> : null}
        <span className="visually-hidden"> ({question.mandatory ? t("surveys.required") : t("surveys.optional")})</span>
      </legend>
      {(question.options ?? []).map((o, i) => (
        <label key={i} className="field inline">
          <input
            type={single ? "radio" : "checkbox"}
            name={id}
            checked={draft.options.includes(i)}
            onChange={(e) => choose(i, e.target.checked)}
          />
          {o.text}
        </label>
      ))}
      {(justified || question.kind === "essay") && (
        <div className="field">
          <label htmlFor={`${id}-text`}>{question.kind === "essay" ? t("surveys.essay") : t("surveys.justification")}</label>
          <textarea id={`${id}-text`} rows={3} maxLength={4000} value={draft.text} onChange={(e) => onChange({ ...draft, text: e.target.value })} />
        </div>
      )}
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
