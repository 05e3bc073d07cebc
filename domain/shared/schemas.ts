import { Schema } from "effect"
import { isCalendarDate } from "../rules/dates.ts"

/**
 * What the domain's own checks say of a bad field, in the API's developer English. Named, so an
 * edge that speaks the user's language (the CLI's import) can say each of them in its words.
 */
export const issueMessages = {
  untrimmed: "must not start or end with spaces",
  localDate: "must be a date written YYYY-MM-DD",
  path: "must be a path starting with /",
  code: "must be a code of letters, digits, '.', '_' or '-', starting with a letter or digit"
} as const

/** Text fields are at most 256 characters (SPEC §5). */
export const Text = Schema.String.check(Schema.isMaxLength(256))

/** Ids are strings, as the fixture contract says: non-empty, no surrounding spaces, ≤ 256. */
export const Id = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(256),
  Schema.makeFilter((s: string) => s.trim() === s || issueMessages.untrimmed)
)

export const NonEmptyText = Text.check(Schema.isMinLength(1))

/**
 * The id a new reference record is given (a store, a SKU…): it is typed into the console and
 * written into paths and links, so no spaces, slashes or other signs (issue 41 item 17). Only new
 * records are held to it: the ids already in the log keep reading as `Id`.
 */
// An id that is empty, too long or untrimmed is `Id`'s to name: one issue per field, not two.
export const CodeId = Id.check(
  Schema.makeFilter((s: string) => s === "" || s.length > 256 || s.trim() !== s || /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s) || issueMessages.code)
)

/** A local calendar date `YYYY-MM-DD`. */
export const LocalDate = Schema.String.check(
  Schema.makeFilter((s: string) => isCalendarDate(s) || issueMessages.localDate)
)

export const Int = Schema.Int

export const PositiveInt = Schema.Int.check(Schema.isGreaterThan(0))

export const LevelNumber = Schema.Literals([1, 2, 3])

/**
 * The most items of each list the programme takes (issue 41: one sale of 2,000 lines × 999 units
 * credited 494,505,000 provisional points). Past it the input is malformed: `400 input.invalid`
 * with the list's path, before any rule runs. Sized well past any real invoice, table or form.
 */
export const maxItems = {
  saleLines: 100,
  pointsTable: 5_000,
  ids: 500,
  tags: 50,
  activities: 500,
  questions: 1_000,
  answers: 100
} as const

/** A list of at most `max` items (maxItems). */
export const ListOf = <S extends Schema.Top>(item: S, max: number) => Schema.Array(item).check(Schema.isMaxLength(max))
