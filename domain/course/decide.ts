import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { ArchiveCourse, CreateCourse, PublishCourse } from "./commands.ts"
import { contentProblem } from "./contentRules.ts"
import { CourseAlreadyExists, CourseNotDraft, CourseNotFound, CourseNotPublished, DuplicateActivity, NoActivities, TestMissing } from "./errors.ts"
import { CourseArchived, CourseCreated, CoursePublished } from "./events.ts"
import { course } from "./aggregate.ts"

/** Activity types that are tests or quizzes: a course is published only once each has its test. */
const isTestType = (type: string): boolean => type.endsWith("_test") || type.endsWith("_quiz")

export const createCourse = defineCommand<CreateCourse, Lookups>({
  schema: CreateCourse,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(course(c.courseId)).exists) return yield* new CourseAlreadyExists({ courseId: c.courseId })
      if (c.activities.length === 0) return yield* new NoActivities({ courseId: c.courseId })
      const ids = new Set<string>()
      const orders = new Set<number>()
      for (const a of c.activities) {
        if (ids.has(a.activityId) || orders.has(a.hierarchyOrder)) return yield* new DuplicateActivity({ activityId: a.activityId })
        ids.add(a.activityId)
        orders.add(a.hierarchyOrder)
        const problem = contentProblem(a)
        if (problem) return yield* problem
      }
      const prerequisites = c.prerequisites ?? []
      for (const p of prerequisites) {
        if (p === c.courseId || !states.of(course(p)).exists) return yield* new CourseNotFound({ courseId: p })
      }
      return [
        new CourseCreated({
          courseId: c.courseId,
          title: c.title,
          ...(c.description !== undefined ? { description: c.description } : {}),
          ...(c.category !== undefined ? { category: c.category } : {}),
          tags: c.tags ?? [],
          workloadHours: c.workloadHours,
          enrolmentType: c.enrolmentType,
          prerequisites,
          ...(c.deadline !== undefined ? { deadline: c.deadline } : {}),
          mandatory: c.mandatory ?? false,
          ...(c.coverFileId !== undefined ? { coverFileId: c.coverFileId } : {}),
          ...(c.supportMaterials !== undefined ? { supportMaterials: c.supportMaterials } : {}),
          activities: [...c.activities].sort((a, b) => a.hierarchyOrder - b.hierarchyOrder)
        })
      ]
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
