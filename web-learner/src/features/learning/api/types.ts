import type { CatalogueCourse, CourseActivity, CourseDetail, MyTrail, PlayerContent } from "../../../../../domain/api/me/learning.ts"
import type { AttemptOutcome, MyAttempt, MyCertificate, MyResult } from "../../../../../domain/api/me/learningAttempts.ts"
import type { CertificateVerification } from "../../../../../domain/api/PublicApi.ts"

/** The learning API's shapes, taken from its contract (STYLE rule 6): a changed answer fails the typecheck here. */
export type Course = typeof CatalogueCourse.Type
export type Detail = typeof CourseDetail.Type
export type Activity = typeof CourseActivity.Type
export type Content = typeof PlayerContent.Type
export type Trail = typeof MyTrail.Type
export type Attempt = typeof MyAttempt.Type
export type Outcome = typeof AttemptOutcome.Type
export type Result = typeof MyResult.Type
export type Certificate = typeof MyCertificate.Type
export type Verification = typeof CertificateVerification.Type
