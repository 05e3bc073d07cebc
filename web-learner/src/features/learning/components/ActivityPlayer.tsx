import { useCallback } from "react"
import { Link } from "react-router"
import { useCourse, useCourseCommand } from "../api/courses.ts"
import { useRecordGameRound } from "../api/gameRounds.ts"
import { learningPaths } from "../api/paths.ts"
import { tl } from "../i18n/index.ts"
import { titleOf, typeLabel } from "./activityLabels.ts"
import { ContentView } from "./ContentView.tsx"
import { QueryState } from "./QueryState.tsx"
import { ReactionForm } from "./ReactionForm.tsx"
import { TestPlayer } from "./TestPlayer.tsx"
import "../learning.css"

/** The activity player (SPEC §2 `courses/{id}/activities/{hierarchy_order}` and its trail variant). */
export const ActivityPlayer = ({ courseId, order, trailId }: { courseId: string; order: number; trailId: string | undefined }) => {
  const query = useCourse(courseId)
  const command = useCourseCommand(courseId)
  const course = query.data
  const index = course?.activities.findIndex((a) => a.hierarchyOrder === order) ?? -1
  const activity = index >= 0 ? course?.activities[index] : undefined
  const { mutate } = command
  const rounds = useRecordGameRound(courseId, activity?.activityId ?? "")
  const activityId = activity?.activityId
  const completed = activity?.completed ?? true
  const done = useCallback(() => {
    if (activityId !== undefined && !completed) mutate({ kind: "complete", activityId })
  }, [activityId, completed, mutate])
  if (!course || !activity)
    return (
      <QueryState query={query}>
        <p>{tl("player.notFound")}</p>
      </QueryState>
    )
  const previous = course.activities[index - 1]
  const next = course.activities[index + 1]
  const title = activity.title ?? typeLabel(activity.type)
  const body = !course.enrolled ? (
    <p className="note">{tl("course.notEnrolled")}</p>
  ) : activity.locked ? (
    <p className="note">{tl("player.locked", { activity: titleOf(course.activities, activity.waitingFor) })}</p>
  ) : activity.testId !== null ? (
    <TestPlayer testId={activity.testId} onFinished={() => void query.refetch()} />
  ) : activity.type === "reaction_evaluation" ? (
    <ReactionForm courseId={courseId} sent={activity.completed} />
  ) : activity.content ? (
    <ContentView content={activity.content} title={title} onDone={done} onRoundEnd={rounds.mutate} courseId={courseId} activityId={activity.activityId} />
  ) : (
    <>
      <p className="note">{tl("player.noContent")}</p>
      <button type="button" onClick={done} disabled={activity.completed}>
        {tl("player.markDone")}
      </button>
    </>
  )
  return (
    <article className="player">
      <p>
        <Link to={learningPaths.course(courseId, trailId)}>
          {tl("player.back")}: {course.title}
        </Link>
      </p>
      <h1>{title}</h1>
      <p className="meta">
        {typeLabel(activity.type)}
        {activity.completed && <span className="badge approved">✓ {tl("activity.done")}</span>}
      </p>
      {command.isSuccess && command.data.activities.find((a) => a.activityId === activity.activityId)?.completed && activity.testId === null && (
        <p role="status" className="success">
          {tl("player.done")}
        </p>
      )}
      {command.error && <p role="alert" className="error">{tl("actionFailed", { message: command.error.message })}</p>}
      {rounds.error && <p role="alert" className="error">{tl("player.roundNotSaved", { message: rounds.error.message })}</p>}
      {body}
      <nav className="actions prev-next" aria-label={tl("course.activities")}>
        {previous && (
          <Link className="button secondary" to={learningPaths.activity(courseId, previous.hierarchyOrder, trailId)}>
            {tl("player.previous")}
          </Link>
        )}
        {next && (
          <Link className="button" to={learningPaths.activity(courseId, next.hierarchyOrder, trailId)}>
            {tl("player.next")}
          </Link>
        )}
      </nav>
    </article>
  )
}
