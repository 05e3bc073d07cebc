import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { course } from "../course/aggregate.ts"
import { CourseNotDraft, CourseNotFound, UnknownActivity } from "../course/errors.ts"
import { TestAttached } from "../course/events.ts"
import { CreateTest } from "./commands.ts"
import { ActivityHasTest, InvalidQuestion, InvalidTestSettings, NotEnoughQuestions, TestAlreadyExists } from "./errors.ts"
import { TestCreated } from "./events.ts"
import { test } from "./state.ts"

const settingsFault = (c: CreateTest): string | undefined =>
  c.passMark < 0 || c.passMark > 100
    ? "passMark"
    : c.maxAttempts !== null && c.maxAttempts < 1
      ? "maxAttempts"
      : c.questionCount < 1
        ? "questionCount"
        : c.timeLimitSeconds !== undefined && c.timeLimitSeconds < 1
          ? "timeLimitSeconds"
          : undefined

/** A test belongs to one activity of a draft course; the course keeps its summary. */
export const createTest = defineCommand<CreateTest, Lookups>({
  schema: CreateTest,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(test(c.testId)).exists) return yield* new TestAlreadyExists({ testId: c.testId })
      const k = states.of(course(c.courseId))
      if (!k.exists) return yield* new CourseNotFound({ courseId: c.courseId })
      if (k.status !== "draft") return yield* new CourseNotDraft({ courseId: c.courseId, status: k.status })
      if (!k.activities.some((a) => a.activityId === c.activityId)) return yield* new UnknownActivity({ courseId: c.courseId, activityId: c.activityId })
      const taken = k.tests.get(c.activityId)
      if (taken) return yield* new ActivityHasTest({ activityId: c.activityId, testId: taken.testId })
      const fault = settingsFault(c)
      if (fault) return yield* new InvalidTestSettings({ field: fault })
      const seen = new Set<string>()
      for (const q of c.questions) {
        if (seen.has(q.questionId) || !q.options.some((o) => o.correct)) return yield* new InvalidQuestion({ questionId: q.questionId })
        seen.add(q.questionId)
      }
      if (c.questionCount > c.questions.length) return yield* new NotEnoughQuestions({ questionCount: c.questionCount, bank: c.questions.length })
      const { _tag, ...fields } = c
      return [
        new TestCreated(fields),
        new TestAttached({ courseId: c.courseId, activityId: c.activityId, testId: c.testId, kind: c.kind, maxAttempts: c.maxAttempts, passMark: c.passMark })
      ]
    })
})
