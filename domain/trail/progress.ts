/** One course of a trail as a learner stands in it. */
export interface TrailCourseStanding {
  readonly mandatory: boolean
  readonly approved: boolean
  /** Enrolled now, or ever approved: the learner has begun it. */
  readonly begun: boolean
}

export type TrailStatus = "not_started" | "in_progress" | "approved"

/**
 * DESIGN §4.8: a trail is approved when every mandatory course of it is; a trail with no
 * mandatory course asks for all of them (else it would be approved before anything is done).
 */
export const trailApproved = (courses: ReadonlyArray<Pick<TrailCourseStanding, "mandatory" | "approved">>): boolean => {
  const required = courses.some((c) => c.mandatory) ? courses.filter((c) => c.mandatory) : courses
  return required.every((c) => c.approved)
}

/** A trail's progress is its courses' progress: how many are approved, of how many, and its status. */
export const trailProgress = (courses: ReadonlyArray<TrailCourseStanding>) => {
  const approved = courses.filter((c) => c.approved).length
  const total = courses.length
  const status: TrailStatus = trailApproved(courses) ? "approved" : courses.some((c) => c.begun) ? "in_progress" : "not_started"
  return {
    coursesApproved: approved,
    courses: total,
    /** Whole percent of the trail's courses approved, rounded down: 100 only when all are. */
    percent: total === 0 ? 0 : Math.floor((100 * approved) / total),
    approved: status === "approved",
    status
  }
}
