import { evolve } from "./evolve.ts"
import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { course } from "../course/aggregate.ts"
import { UnknownActivity } from "../course/errors.ts"
import { CompleteActivity } from "../enrolment/commands.ts"
import { completeActivity } from "../enrolment/decide.ts"
import { CommitScorm } from "./commands.ts"
import { setError } from "./dataModel.ts"
import { NotScormActivity, ScormValueRefused } from "./errors.ts"
import { ScormCommitted } from "./events.ts"
import { outcomeOf } from "./outcome.ts"
import { scormAttempt } from "./aggregate.ts"

/**
 * A package's commit (DESIGN §4.8): checked value by value against the data model as the runtime
 * checked it (a browser may send anything); a commit whose number was already kept changes
 * nothing. The learner must be able to take the activity now (enrolled, unlocked: the checks of
 * CompleteActivity), and once the attempt reads as completed or passed, the activity completes
 * in the same decision, with whatever that completes in turn (the course's approval).
 */
export const commitScorm = defineCommand<CommitScorm, Lookups>({
  schema: CommitScorm,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const k = states.of(course(c.courseId))
      const activity = k.exists ? k.activities.find((a) => a.activityId === c.activityId) : undefined
      if (k.exists && !activity) return yield* new UnknownActivity({ courseId: c.courseId, activityId: c.activityId })
      const completion = yield* completeActivity.decide(new CompleteActivity({ courseId: c.courseId, userId: c.userId, activityId: c.activityId }), states, ctx)
      if (activity?.content?.kind !== "scorm") return yield* new NotScormActivity({ courseId: c.courseId, activityId: c.activityId })
      const attempt = states.of(scormAttempt(c.courseId, c.userId, c.activityId))
      if (c.seq <= attempt.seq && attempt.packageId === activity.content.packageId) return []
      // In the order the package set them, over what the attempt keeps: a record's id before its other elements.
      const kept: Record<string, string> = attempt.packageId === activity.content.packageId ? { ...attempt.cmi } : {}
      for (const [element, value] of Object.entries(c.values)) {
        const scormError = setError(c.version, kept, element, value)
        if (scormError !== 0) return yield* new ScormValueRefused({ element, length: value.length, scormError })
        kept[element] = value
      }
      const outcome = outcomeOf(c.version, { ...attempt.cmi, ...c.values }, { masteryScore: c.masteryScore })
      const { _tag, masteryScore, ...fields } = c
      const draft = { ...fields, packageId: activity.content.packageId, completion: outcome.completion, success: outcome.success, score: outcome.score }
      const next = evolve(attempt, { ...draft, _tag: "ScormCommitted", totalSeconds: 0, entry: "" } as ScormCommitted)
      const committed = new ScormCommitted({ ...draft, totalSeconds: next.totalSeconds, entry: next.entry })
      return outcome.completed ? [committed, ...completion] : [committed]
    })
})
