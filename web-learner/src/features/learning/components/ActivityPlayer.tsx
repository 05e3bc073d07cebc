import { useCallback } from "react"
import { Link } from "react-router"
import { useQueryClient } from "@tanstack/react-query"
import { ApiError } from "../../../lib/api-client.ts"
import { DownloadBox } from "../../offline/components/DownloadBox.tsx"
import { itemIdOf } from "../../offline/api/offlineRecords.ts"
import { useDownload } from "../../offline/api/useDownloads.ts"
import { useScormPackageForOffline } from "../../offline/api/offline2ScormPackage.ts"
import { useCourse, useCourseCommand } from "../api/courses.ts"
import { useRecordGameRound } from "../api/gameRounds.ts"
import { keepCompletion, usePendingCompletions } from "../api/pendingCompletions.ts"
import { learningPaths } from "../api/paths.ts"
import { tl } from "../i18n/index.ts"
import { titleOf, typeLabel } from "./activityLabels.ts"
import { ContentView } from "./ContentView.tsx"
import { QueryState } from "./QueryState.tsx"
import { ReactionForm } from "./ReactionForm.tsx"
import { TestPlayer } from "./TestPlayer.tsx"
import "../learning.css"

/**
 * The activity player (SPEC §2 `courses/{id}/activities/{hierarchy_order}` and its trail variant).
 * A file activity can be downloaded for offline use (issue 48); once downloaded it plays from the
 * device, and a completion without a connection is kept with its Idempotency-Key and sent later.
 */
export const ActivityPlayer = ({
  courseId,
  order,
  trailId,
  userId,
  classId
}: {
  courseId: string
  order: number
  trailId: string | undefined
  userId: string | undefined
  /** A class's player (DESIGN §4.9): its completions and reaction name the class. */
  classId?: string
}) => {
  const query = useCourse(courseId)
  const command = useCourseCommand(courseId, classId)
  const queryClient = useQueryClient()
  const course = query.data
  const index = course?.activities.findIndex((a) => a.hierarchyOrder === order) ?? -1
  const activity = index >= 0 ? course?.activities[index] : undefined
  const { mutate } = command
  const rounds = useRecordGameRound(courseId, activity?.activityId ?? "")
  const activityId = activity?.activityId
  const offline = useDownload(itemIdOf(courseId, activityId ?? ""))
  const scormPackage = useScormPackageForOffline(courseId, activityId ?? "", activity?.content?.kind === "scorm" && course?.enrolled === true && !activity.locked)
  const keptRecord = offline.data?.record
  const kept = keptRecord?.scorm !== undefined && !keptRecord.downloading && userId !== undefined ? { itemId: keptRecord.item_id, scorm: keptRecord.scorm, userId } : undefined
  const waiting = usePendingCompletions(userId).data?.find((c) => c.courseId === courseId && c.activityId === activityId)
  const completed = (activity?.completed ?? true) || waiting !== undefined
  const done = useCallback(() => {
    if (activityId === undefined || completed) return
    const key = crypto.randomUUID()
    mutate(
      { kind: "complete", activityId, key },
      {
        // No connection: kept on the device with its key, sent when the connection returns (once).
        onError: (e) =>
          void (!(e instanceof ApiError) && userId !== undefined && keepCompletion(queryClient, { key, userId, keptAt: new Date().toISOString(), courseId, activityId, ...(classId === undefined ? {} : { classId }) }))
      }
    )
  }, [activityId, completed, mutate, userId, courseId, classId, queryClient])
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
    <ReactionForm courseId={courseId} classId={classId} sent={activity.completed} />
  ) : activity.content ? (
    <>
      {activity.content.kind === "file" && activity.content.contentType !== null && userId !== undefined && (
        <DownloadBox
          item={{
            itemId: itemIdOf(courseId, activity.activityId),
            url: activity.content.url,
            contentType: activity.content.contentType,
            updatedAt: activity.content.updatedAt,
            size: activity.content.size,
            userId,
            title,
            path: learningPaths.activity(courseId, order, trailId)
          }}
          record={offline.data?.record ?? null}
        />
      )}
      {activity.content.kind === "scorm" && scormPackage.data !== undefined && userId !== undefined && (
        <DownloadBox
          item={{
            itemId: itemIdOf(courseId, activity.activityId),
            url: scormPackage.data.url,
            contentType: scormPackage.data.contentType,
            updatedAt: scormPackage.data.updatedAt,
            size: scormPackage.data.size,
            userId,
            title,
            path: learningPaths.activity(courseId, order, trailId),
            scorm: async () => {
              const fresh = (await scormPackage.refetch()).data
              if (fresh === undefined) throw new Error("no package")
              return { launch: fresh.launch, state: fresh.state }
            }
          }}
          record={offline.data?.record ?? null}
        />
      )}
      {/* The device's copy, when there is one, is read first: offline, the server's link would fail. */}
      {!offline.isPending && (
        <ContentView
          content={activity.content}
          title={title}
          onDone={done}
          onRoundEnd={rounds.mutate}
          courseId={courseId}
          activityId={activity.activityId}
          local={offline.data?.file ?? undefined}
          kept={kept}
        />
      )}
    </>
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
      {rounds.error && <p role="alert" className="error">{tl("player.roundNotSaved", { message: rounds.error.message })}</p>}
      {waiting !== undefined &&
        (waiting.refusal === undefined ? (
          <p role="status" className="note">
            {tl("player.waiting")}
          </p>
        ) : (
          <p role="alert" className="error">
            {tl("actionFailed", { message: waiting.refusal })}
          </p>
        ))}
      {/* The server's refusal, in its words; a lost connection is no failure: the completion waits on the device (above). */}
      {command.error instanceof ApiError && <p role="alert" className="error">{tl("actionFailed", { message: command.error.message })}</p>}
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
