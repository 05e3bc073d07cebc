import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { course } from "../course/aggregate.ts"
import { UnknownActivity } from "../course/errors.ts"
import { CompleteActivity } from "../enrolment/commands.ts"
import { completeActivity } from "../enrolment/decide.ts"
import { completionSlack } from "../podcast/decide.ts"
import { SaveMediaPosition } from "./commands.ts"
import { NotMediaActivity } from "./errors.ts"
import { MediaPositionSaved } from "./events.ts"

const media = new Set(["video", "audio"])

/**
 * A learner's position in a video or audio activity, clipped to its length. DESIGN §4.8 completes
 * a video "watched to its end": the end is its last moments, as for a podcast (completionSlack),
 * and reaching it completes the activity in the same decision. The learner must be able to take
 * the activity (enrolled, unlocked: CompleteActivity's checks).
 */
export const saveMediaPosition = defineCommand<SaveMediaPosition, Lookups>({
  schema: SaveMediaPosition,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const k = states.of(course(c.courseId))
      const activity = k.exists ? k.activities.find((a) => a.activityId === c.activityId) : undefined
      if (k.exists && !activity) return yield* new UnknownActivity({ courseId: c.courseId, activityId: c.activityId })
      const completion = yield* completeActivity.decide(new CompleteActivity({ courseId: c.courseId, userId: c.userId, activityId: c.activityId }), states, ctx)
      if (activity === undefined || !media.has(activity.type)) return yield* new NotMediaActivity({ courseId: c.courseId, activityId: c.activityId })
      const positionSeconds = Math.min(c.positionSeconds, c.durationSeconds)
      const saved = new MediaPositionSaved({ courseId: c.courseId, userId: c.userId, activityId: c.activityId, positionSeconds, durationSeconds: c.durationSeconds })
      return positionSeconds >= c.durationSeconds - completionSlack(c.durationSeconds) ? [saved, ...completion] : [saved]
    })
})
