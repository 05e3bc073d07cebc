import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { ArchiveCourse, CreateCourse, EditCourse, PublishCourse } from "./commands.ts"
import { checkDraft, created, edited } from "./draftRules.ts"
import { CourseAlreadyExists, CourseNotDraft, CourseNotFound, CourseNotPublished, TestMissing } from "./errors.ts"
import { CourseArchived, CoursePublished } from "./events.ts"
import { isTestType } from "./state.ts"
import { course } from "./aggregate.ts"

export const createCourse = defineCommand<CreateCourse, Lookups>({
  schema: CreateCourse,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(course(c.courseId)).exists) return yield* new CourseAlreadyExists({ courseId: c.courseId })
      yield* checkDraft(c, states)
      return [created(c)]
    })
})

/**
 * A draft replaced whole, by the rules of its creation. A published (or archived) course is fixed:
 * learners' progress counts against its activities, and a new version is a new course (DESIGN §4.8).
 */
export const editCourse = defineCommand<EditCourse, Lookups>({
  schema: EditCourse,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(course(c.courseId))
      if (!s.exists) return yield* new CourseNotFound({ courseId: c.courseId })
      if (s.status !== "draft") return yield* new CourseNotDraft({ courseId: c.courseId, status: s.status })
      yield* checkDraft(c, states)
      return [edited(c)]
    })
})

export const publishCourse = defineCommand<PublishCourse, Lookups>({
  schema: PublishCourse,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(course(c.courseId))
      if (!s.exists) return yield* new CourseNotFound({ courseId: c.courseId })
      if (s.status !== "draft") return yield* new CourseNotDraft({ courseId: c.courseId, status: s.status })
      const untested = s.activities.find((a) => isTestType(a.type) && !s.tests.has(a.activityId))
      if (untested) return yield* new TestMissing({ courseId: c.courseId, activityId: untested.activityId })
      return [new CoursePublished({ courseId: c.courseId })]
    })
})

/** An archived course takes no new enrolment; those enrolled may still finish it. */
export const archiveCourse = defineCommand<ArchiveCourse, Lookups>({
  schema: ArchiveCourse,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(course(c.courseId))
      if (!s.exists) return yield* new CourseNotFound({ courseId: c.courseId })
      if (s.status !== "published") return yield* new CourseNotPublished({ courseId: c.courseId, status: s.status })
      return [new CourseArchived({ courseId: c.courseId })]
    })
})
