import { Cause, Exit, Schema, SchemaIssue } from "effect"
import { t } from "./i18n/t.ts"

/**
 * The envelope of one fixture line (DESIGN §6). The payload is left as an object here: the
 * domain's command schemas decode it, so this file never needs to know the command vocabulary.
 */
const IsoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/

// Date.parse rolls 2026-02-30 over to March: check the calendar and clock fields ourselves.
const isRealDateTime = (s: string): boolean => {
  const [y, mo, d, h, mi, sec] = [s.slice(0, 4), s.slice(5, 7), s.slice(8, 10), s.slice(11, 13), s.slice(14, 16), s.slice(17, 19) || "0"].map(Number) as [number, number, number, number, number, number]
  const day = new Date(Date.UTC(y, mo - 1, d))
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && sec < 60 && !Number.isNaN(Date.parse(s))
}
const At = Schema.String.check(
  Schema.isPattern(IsoWithOffset, { message: t("envelope.at") }),
  Schema.makeFilter((s: string) => (isRealDateTime(s) ? true : t("envelope.notRealDate")))
)
const Actor = Schema.String.check(
  Schema.isPattern(/^(?:system|(?:admin|user):[^\s:]+)$/, { message: t("envelope.actor") })
)
const NonEmpty = Schema.String.check(Schema.isMinLength(1, { message: t("envelope.empty") }))

export const FixtureEnvelope = Schema.Struct({
  commandId: NonEmpty.check(Schema.isMaxLength(256, { message: t("envelope.tooLong", { max: 256 }) })),
  at: At,
  actor: Actor,
  type: NonEmpty.check(Schema.isPattern(/^[A-Z][A-Za-z0-9]*$/, { message: t("envelope.type") })),
  payload: Schema.Record(Schema.String, Schema.Unknown)
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

const decodeExit = Schema.decodeUnknownExit(FixtureEnvelope, { errors: "all", onExcessProperty: "ignore" })
const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

const pathOf = (path: ReadonlyArray<unknown> | undefined): string =>
  (path ?? []).map((p) => (typeof p === "object" && p !== null && "key" in p ? String((p as { key: unknown }).key) : String(p))).join(".")

export const decodeFixtureEnvelope = (
  value: unknown
): { readonly ok: true; readonly envelope: DecodedEnvelope } | { readonly ok: false; readonly error: EnvelopeError } => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, error: { code: "input.invalid_envelope", field: "", message: t("envelope.notObject") } }
  }
  const exit = decodeExit(value)
  if (Exit.isSuccess(exit)) return { ok: true, envelope: { ...exit.value, atMs: Date.parse(exit.value.at) } }
  const issues = formatIssues((Cause.squash(exit.cause) as Schema.SchemaError).issue).issues
  const first = issues[0]
  const field = pathOf(first?.path as ReadonlyArray<unknown> | undefined)
  const message = issues.map((i) => `${pathOf(i.path as ReadonlyArray<unknown> | undefined) || t("envelope.line")}: ${i.message}`).join("; ")
  return { ok: false, error: { code: "input.invalid_envelope", field, message } }
}
