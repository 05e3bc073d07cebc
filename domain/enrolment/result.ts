import type { DecideContext, States, Tagged } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { certificate, CertificateIssued } from "../certificate/state.ts"
import { certificateCode } from "../certificate/code.ts"
import { isGraded, REACTION, type CourseDetails } from "../course/state.ts"
import { CourseApproved } from "./events.ts"
import { testProgress, type EnrolmentState } from "./state.ts"
import { trainingCredit } from "./training.ts"

/**
 * The course result's condition (DESIGN §4.8): every mandatory activity completed and every
 * graded test passed. The reaction evaluation never counts; an unevaluated quiz counts only as
 * an activity to complete (any submission does), never by its score.
 */
export const meetsApproval = (k: CourseDetails, e: EnrolmentState): boolean =>
  k.activities.every((a) => a.type === REACTION || !a.mandatory || e.completed.has(a.activityId)) &&
  [...k.tests.values()].every((t) => !isGraded(t.kind) || testProgress(e, t.testId).passed)

/** The approval a state now calls for, once: the certificate with its code, and the training credit. */
export const approvalEvents = (k: CourseDetails, userId: string, e: EnrolmentState, states: States, ctx: DecideContext<Lookups>): ReadonlyArray<Tagged> => {
  if (e.approved || !e.enrolled || !meetsApproval(k, e)) return []
  let salt = 0
  while (states.of(certificate(certificateCode(k.courseId, userId, salt))).exists) salt++
  const code = certificateCode(k.courseId, userId, salt)
  return [
    new CourseApproved({ courseId: k.courseId, userId, certificateCode: code }),
    new CertificateIssued({ code, courseId: k.courseId, userId, issuedAt: new Date(ctx.now).toISOString() }),
    ...trainingCredit(k.courseId, userId, states, ctx)
  ]
}
