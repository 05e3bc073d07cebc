import { Schema } from "effect"
import { isCalendarDate } from "../rules/dates.ts"

/** Text fields are at most 256 characters (SPEC §5). */
export const Text = Schema.String.check(Schema.isMaxLength(256))

/** Ids are strings, as the fixture contract says: non-empty, no surrounding spaces, ≤ 256. */
export const Id = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(256),
  Schema.makeFilter((s: string) => s.trim() === s || "must not start or end with spaces")
)

export const NonEmptyText = Text.check(Schema.isMinLength(1))

/** A local calendar date `YYYY-MM-DD`. */
export const LocalDate = Schema.String.check(
  Schema.makeFilter((s: string) => isCalendarDate(s) || "must be a date written YYYY-MM-DD")
)

export const Int = Schema.Int

export const PositiveInt = Schema.Int.check(Schema.isGreaterThan(0))

export const LevelNumber = Schema.Literals([1, 2, 3])
