import type { CourseEvent } from "./events.ts"
import { isTestType, type CourseState } from "./state.ts"

export const evolve = (s: CourseState, e: CourseEvent): CourseState => {
  switch (e._tag) {
    case "CourseCreated":
      return {
        exists: true,
        courseId: e.courseId,
        title: e.title,
        status: "draft",
        enrolmentType: e.enrolmentType,
        deadline: e.deadline,
        prerequisites: e.prerequisites,
        activities: [...e.activities].sort((a, b) => a.hierarchyOrder - b.hierarchyOrder),
        tests: new Map()
      }
    case "CourseEdited": {
      if (!s.exists) return s
      const activities = [...e.activities].sort((a, b) => a.hierarchyOrder - b.hierarchyOrder)
      // A test stays with its activity while that is still a test of the course; otherwise detached.
      const kept = [...s.tests].filter(([id]) => activities.some((a) => a.activityId === id && isTestType(a.type)))
      return { ...s, title: e.title, enrolmentType: e.enrolmentType, deadline: e.deadline, prerequisites: e.prerequisites, activities, tests: new Map(kept) }
    }
    case "TestAttached":
      if (!s.exists) return s
      return { ...s, tests: new Map(s.tests).set(e.activityId, { testId: e.testId, activityId: e.activityId, kind: e.kind, maxAttempts: e.maxAttempts, passMark: e.passMark }) }
    case "CoursePublished":
      return s.exists ? { ...s, status: "published" } : s
    case "CourseArchived":
      return s.exists ? { ...s, status: "archived" } : s
  }
}
