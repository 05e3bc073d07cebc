import { Effect, Layer, Schedule } from "effect"
import { submitCommand } from "./commands.ts"
import { ServerContext } from "./ServerContext.ts"

/**
 * The programme's scheduled work for tests and quizzes (DESIGN §4.8): an attempt left open past
 * its time limit and grace is closed and graded (`CloseAttempt`, as `system`) even if no command
 * of its learner touches it again, so its grade and what it means for the course (reproved,
 * blocked, restarted) do not wait for the learner's return.
 */
export const closeExpiredAttempts = Effect.gen(function* () {
  const { programme, now } = yield* ServerContext
  const expired = programme.db
    .prepare<[number], string>("SELECT attempt_id FROM attempts WHERE graded_at IS NULL AND closes_at IS NOT NULL AND closes_at < ? ORDER BY closes_at")
    .pluck()
    .all(now())
  // No Idempotency-Key: a refusal (another command closed it first) must not be replayed later.
  for (const attemptId of expired) yield* Effect.ignore(submitCommand({ type: "CloseAttempt", payload: { attemptId }, actor: { kind: "system" } }))
  return expired.length
})

/** Runs the sweep every `everyMs` while the server runs; a defect is logged and the next round goes on. */
export const attemptSweepLayer = (everyMs: number, log: (line: string) => void) =>
  Layer.effectDiscard(
    Effect.forkScoped(
      closeExpiredAttempts.pipe(
        Effect.catchCause((cause) => Effect.sync(() => log(`attempt sweep failed: ${String(cause)}`))),
        Effect.repeat(Schedule.spaced(everyMs))
      )
    )
  )
