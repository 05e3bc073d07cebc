import { useId, useState } from "react"
import { useCourseCommand } from "../api/courses.ts"
import { tl } from "../i18n/index.ts"

/** The reaction evaluation (DESIGN §4.8): sent once, never part of the result. */
export const ReactionForm = ({ courseId, classId, sent }: { courseId: string; classId: string | undefined; sent: boolean }) => {
  const id = useId()
  const command = useCourseCommand(courseId, classId)
  const [rating, setRating] = useState(5)
  const [comment, setComment] = useState("")
  if (sent || command.isSuccess) return <p role="status" className="success">{tl("reaction.sent")}</p>
  return (
    <form
      className="card"
      onSubmit={(e) => {
        e.preventDefault()
        command.mutate({ kind: "reaction", answers: comment.trim() === "" ? { rating } : { rating, comment: comment.trim() } })
      }}
    >
      <p>{tl("reaction.intro")}</p>
      <div className="field">
        <label htmlFor={`${id}-rating`}>{tl("reaction.rating")}</label>
        <select id={`${id}-rating`} value={rating} onChange={(e) => setRating(Number(e.target.value))}>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-comment`}>{tl("reaction.comment")}</label>
        <textarea id={`${id}-comment`} value={comment} maxLength={4000} rows={4} onChange={(e) => setComment(e.target.value)} />
      </div>
      <button type="submit" disabled={command.isPending}>
        {tl("reaction.send")}
      </button>
      {command.error && <p role="alert" className="error">{tl("actionFailed", { message: command.error.message })}</p>}
    </form>
  )
}
