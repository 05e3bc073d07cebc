import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { CommandHeaders, ListQuery, Page } from "./lists.ts"
import { ListOf, maxItems } from "../../shared/schemas.ts"

const Nullable = Schema.NullOr(Schema.String)
const Answers = Schema.Record(Schema.String, ListOf(Schema.String, maxItems.answers)).check(Schema.isMaxProperties(maxItems.questions))

export const AttemptStart = Schema.Struct({ testId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(256)) }).annotate({ identifier: "AttemptStart" })
export const AnswersBody = Schema.Struct({ answers: Answers }).annotate({ identifier: "AttemptAnswers" })
export const SubmissionBody = Schema.Struct({ answers: Schema.optionalKey(Answers) }).annotate({ identifier: "AttemptSubmission" })

/** A drawn question as the player shows it: its options' ids and texts, never which are correct. */
export const DrawnQuestion = Schema.Struct({
  questionId: Schema.String,
  text: Nullable,
  options: Schema.Array(Schema.Struct({ optionId: Schema.String, text: Nullable }))
}).annotate({ identifier: "DrawnQuestion" })

export const MyAttempt = Schema.Struct({
  id: Schema.String,
  attemptId: Schema.String,
  testId: Schema.String,
  courseId: Schema.String,
  kind: Schema.String,
  open: Schema.Boolean,
  startedAt: Schema.String,
  /** The time limit plus its 30-second grace: answers saved after it are not counted; null without a limit. */
  closesAt: Nullable,
  questions: Schema.Array(DrawnQuestion),
  answers: Answers,
  score: Schema.NullOr(Schema.Number),
  passed: Schema.NullOr(Schema.Boolean),
  closedBy: Nullable,
  /** Seconds left before the time limit by the server's clock (a device's clock may be wrong); null without a limit or once closed. */
  remainingSeconds: Schema.NullOr(Schema.Number)
}).annotate({ identifier: "MyAttempt" })

/**
 * What a submission means: `passed` (first pass), `improved` (a better pass), `failed` (not
 * passed, or a pass no better than the best), attempts left (null: unlimited) and the course's status.
 */
export const AttemptOutcome = Schema.Struct({
  ...MyAttempt.fields,
  result: Schema.Literals(["passed", "improved", "kept", "failed"]),
  passMark: Schema.Number,
  bestScore: Schema.NullOr(Schema.Number),
  attemptsLeft: Schema.NullOr(Schema.Number),
  courseStatus: Schema.String
}).annotate({ identifier: "AttemptOutcome" })

/** One row of "my results": a graded or open attempt, without its questions. */
export const MyResult = Schema.Struct({
  id: Schema.String,
  attemptId: Schema.String,
  testId: Schema.String,
  courseId: Schema.String,
  courseTitle: Schema.String,
  kind: Schema.String,
  startedAt: Schema.String,
  score: Schema.NullOr(Schema.Number),
  passed: Schema.NullOr(Schema.Boolean),
  closedBy: Nullable,
  gradedAt: Nullable
}).annotate({ identifier: "MyResult" })

export const MyCertificate = Schema.Struct({
  id: Schema.String,
  code: Schema.String,
  courseId: Schema.String,
  courseTitle: Schema.String,
  workloadHours: Schema.Number,
  issuedAt: Schema.String,
  /** Whether the public verification shows my full name (else my initials only). */
  nameShown: Schema.Boolean
}).annotate({ identifier: "MyCertificate" })

/** `PUT /api/me/certificates/:code/name`: show my full name on the certificate's public verification, or not. */
export const NameChoice = Schema.Struct({ show: Schema.Boolean }).annotate({ identifier: "CertificateNameChoice" })

const AttemptParams = { id: Schema.String }

export const attemptEndpoints = {
  start: HttpApiEndpoint.post("startAttempt", "/api/me/attempts", { headers: CommandHeaders, payload: AttemptStart, success: MyAttempt.pipe(HttpApiSchema.status(201)) }),
  get: HttpApiEndpoint.get("myAttempt", "/api/me/attempts/:id", { params: AttemptParams, success: MyAttempt }),
  save: HttpApiEndpoint.put("saveAnswers", "/api/me/attempts/:id/answers", { params: AttemptParams, headers: CommandHeaders, payload: AnswersBody, success: MyAttempt }),
  submit: HttpApiEndpoint.post("submitAttempt", "/api/me/attempts/:id/submission", {
    params: AttemptParams,
    headers: CommandHeaders,
    payload: SubmissionBody,
    success: AttemptOutcome
  }),
  results: HttpApiEndpoint.get("myResults", "/api/me/attempts", { query: ListQuery, success: Page(MyResult) }),
  certificates: HttpApiEndpoint.get("myCertificates", "/api/me/certificates", { query: ListQuery, success: Page(MyCertificate) }),
  certificateName: HttpApiEndpoint.put("showMyName", "/api/me/certificates/:code/name", {
    params: { code: Schema.String.check(Schema.isMaxLength(64)) },
    headers: CommandHeaders,
    payload: NameChoice,
    success: MyCertificate
  }),
  /** The certificate as a PDF (DESIGN §4.8): name, course, workload, date, code and the QR of its public verification. */
  certificatePdf: HttpApiEndpoint.get("myCertificatePdf", "/api/me/certificates/:code/pdf", {
    params: { code: Schema.String.check(Schema.isMaxLength(64)) },
    success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array())
  })
}
