import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { CourseArchived, CourseCreated, CourseEdited, CoursePublished, TestAttached, type CourseEvent } from "./events.ts"
import { evolve } from "./evolve.ts"
import { initialState, type CourseState } from "./state.ts"

export const Course: Aggregate<CourseState, CourseEvent> = {
  name: "course",
  initialState,
  evolve,
  events: [CourseCreated, CourseEdited, TestAttached, CoursePublished, CourseArchived],
  streamOf: (e) => `course-${e.courseId}`
}

export const course = (courseId: string) => streamRef(Course, courseId)
