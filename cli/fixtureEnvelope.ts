import { Cause, Exit, Schema } from "effect"
import { daysInMonth } from "../domain/rules/dates.ts"
import { decodeReportingAll } from "../domain/shared/decodeAll.ts"
import { t } from "./i18n/t.ts"
import { describeIssues, issuePath, localizedIssues } from "./schemaIssues.ts"

/**
 * The envelope of one fixture line (DESIGN §6). The payload is left as an object here: the
 * domain's command schemas decode it, so this file never needs to know the command vocabulary.
 */
const IsoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/

/** Two digits at `i` (the pattern has checked they are digits; past the end, NaN). */
const twoDigits = (s: string, i: number): number => (s.charCodeAt(i) - 48) * 10 + s.charCodeAt(i + 1) - 48

// Date.parse rolls 2026-02-30 over to March: check the calendar and clock fields ourselves, by
// character code (every fixture line comes here: slicing and mapping allocated 0.5 KB a line).
const isRealDateTime = (s: string): boolean => {
  const year = twoDigits(s, 0) * 100 + twoDigits(s, 2)
  const month = twoDigits(s, 5)
  const day = twoDigits(s, 8)
  const seconds = s.charCodeAt(16) === 58 ? twoDigits(s, 17) : 0
  return (
    month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && twoDigits(s, 11) < 24 && twoDigits(s, 14) < 60 && seconds < 60 && !Number.isNaN(Date.parse(s))
  )
}
const At = Schema.String.check(
  Schema.isPattern(IsoWithOffset, { message: t("envelope.at") }),
  Schema.makeFilter((s: string) => (isRealDateTime(s) ? true : t("envelope.notRealDate")))
)
const Actor = Schema.String.check(
  Schema.isPattern(/^(?:system|(?:admin|user):[^\s:]+)$/, { message: t("envelope.actor") })
)
const NonEmpty = Schema.String.check(Schema.isMinLength(1, { message: t("envelope.empty") }))

// An object whose fields the command's schema decodes. (A Record would copy it key by key, and
// its index signature kept the whole envelope off effect's fast path for structs.)
const Payload = Schema.declare((u: unknown): u is Readonly<Record<string, unknown>> => typeof u === "object" && u !== null && !Array.isArray(u), {
  message: t("envelope.payload")
})

export const FixtureEnvelope = Schema.Struct({
  commandId: NonEmpty.check(Schema.isMaxLength(256, { message: t("envelope.tooLong", { max: 256 }) })),
  at: At,
  actor: Actor,
  // A name, in any case or with separators: the domain says whether it is a command, and the CLI
  // which one was meant (`reportSale`, `report_sale`: ReportSale).
  type: NonEmpty.check(Schema.isPattern(/^[A-Za-z][\w.-]{0,99}$/, { message: t("envelope.type") })),
  payload: Payload
})
export type FixtureEnvelope = typeof FixtureEnvelope.Type

/** A decoded envelope plus the business time as epoch milliseconds (what the handler takes). */
export interface DecodedEnvelope extends FixtureEnvelope {
  readonly atMs: number
}

/** Why a line is not a valid envelope: the first offending field and a readable message. */
export interface EnvelopeError {
  readonly code: "input.invalid_envelope"
  readonly field: string
  readonly message: string
}

const decodeExit = decodeReportingAll(FixtureEnvelope)

export const decodeFixtureEnvelope = (
  value: unknown
): { readonly ok: true; readonly envelope: DecodedEnvelope } | { readonly ok: false; readonly error: EnvelopeError } => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, error: { code: "input.invalid_envelope", field: "", message: t(Array.isArray(value) ? "envelope.array" : "envelope.notObject") } }
  }
  const exit = decodeExit(value)
  if (Exit.isSuccess(exit)) return { ok: true, envelope: { ...exit.value, atMs: Date.parse(exit.value.at) } }
  const issue = (Cause.squash(exit.cause) as Schema.SchemaError).issue
  const field = issuePath(localizedIssues(issue).issues[0]?.path as ReadonlyArray<unknown> | undefined)
  const message = describeIssues(issue, t("envelope.line"))
  return { ok: false, error: { code: "input.invalid_envelope", field, message } }
}
