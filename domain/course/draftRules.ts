import { Effect } from "effect"
import type { States } from "../shared/decider.ts"
import type { CreateCourse, EditCourse } from "./commands.ts"
import { contentProblem } from "./contentRules.ts"
import { CourseNotFound, DuplicateActivity, NoActivities } from "./errors.ts"
import { CourseCreated, CourseEdited } from "./events.ts"
import { course } from "./aggregate.ts"

/**
 * What a draft must be, created or edited alike: at least one activity, no activity id or order
 * twice, each activity's content playable, every prerequisite an existing other course.
 */
export const checkDraft = (c: CreateCourse | EditCourse, states: States) =>
  Effect.gen(function* () {
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
    for (const p of c.prerequisites ?? []) {
      if (p === c.courseId || !states.of(course(p)).exists) return yield* new CourseNotFound({ courseId: p })
    }
  })

/** The draft as its event records it: defaults filled, activities in hierarchy order. */
export const draftFields = (c: CreateCourse | EditCourse) => ({
  courseId: c.courseId,
  title: c.title,
  ...(c.description !== undefined ? { description: c.description } : {}),
  ...(c.category !== undefined ? { category: c.category } : {}),
  tags: c.tags ?? [],
  workloadHours: c.workloadHours,
  enrolmentType: c.enrolmentType,
  prerequisites: c.prerequisites ?? [],
  ...(c.deadline !== undefined ? { deadline: c.deadline } : {}),
  mandatory: c.mandatory ?? false,
  ...(c.coverFileId !== undefined ? { coverFileId: c.coverFileId } : {}),
  ...(c.supportMaterials !== undefined ? { supportMaterials: c.supportMaterials } : {}),
  activities: [...c.activities].sort((a, b) => a.hierarchyOrder - b.hierarchyOrder)
})

export const created = (c: CreateCourse) => new CourseCreated(draftFields(c))
export const edited = (c: EditCourse) => new CourseEdited(draftFields(c))
