import type { Attempt } from "../api/types.ts"
import { tl } from "../i18n/index.ts"

type Question = Attempt["questions"][number]

/** One question with its options as checkboxes: a question is right when exactly its correct options are chosen. */
export const QuestionView = ({ question, n, total, chosen, disabled, onChange }: {
  question: Question
  n: number
  total: number
  chosen: ReadonlyArray<string>
  disabled: boolean
  onChange: (options: ReadonlyArray<string>) => void
}) => (
  <fieldset className="question" disabled={disabled}>
    <legend>
      <span className="note">{tl("test.question", { n, total })}</span>
      <strong>{question.text ?? question.questionId}</strong>
    </legend>
    <p className="help">{tl("test.chooseAll")}</p>
    {question.options.map((o) => (
      <label key={o.optionId} className="check option">
        <input
          type="checkbox"
          checked={chosen.includes(o.optionId)}
          onChange={(e) => onChange(e.target.checked ? [...chosen, o.optionId] : chosen.filter((x) => x !== o.optionId))}
        />
        {o.text ?? o.optionId}
      </label>
    ))}
  </fieldset>
)
