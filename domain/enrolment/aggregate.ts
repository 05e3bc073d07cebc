import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import {
  ActivityCompleted,
  AttemptOpened,
  CourseApproved,
  CourseBlocked,
  CourseReproved,
  CourseRestarted,
  Enrolled,
  ReactionSubmitted,
  TestGraded,
  Unenrolled,
  type EnrolmentEvent
} from "./events.ts"
import { evolve } from "./evolve.ts"
import { initialState, type EnrolmentState } from "./state.ts"

/** One learner in one course: stream `enrolment-<courseId>:<userId>`. */
export const Enrolment: Aggregate<EnrolmentState, EnrolmentEvent> = {
  name: "enrolment",
  initialState,
  evolve,
  events: [Enrolled, Unenrolled, ActivityCompleted, AttemptOpened, TestGraded, CourseApproved, CourseReproved, CourseBlocked, CourseRestarted, ReactionSubmitted],
  streamOf: (e) => `enrolment-${e.courseId}:${e.userId}`
}

export const enrolment = (courseId: string, userId: string) => streamRef(Enrolment, `${courseId}:${userId}`)
