import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, LevelNumber, NonEmptyText, PositiveInt, Text } from "../shared/schemas.ts"

/** An ISO 8601 instant with its offset (`2026-03-10T19:00:00-03:00`): a meetup's local time is kept as written. */
export const Instant = Schema.String.check(
  Schema.makeFilter(
    (s: string) =>
      (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s))) ||
      "must be an ISO 8601 date-time with its offset"
  )
)

/** SPEC's "events": open from the Creator level unless `minLevel` says otherwise. */
export class CreateMeetup extends Schema.TaggedClass<CreateMeetup>()("CreateMeetup", {
  meetupId: Id,
  country: CountryCode,
  title: NonEmptyText,
  startsAt: Instant,
  endsAt: Instant,
  minLevel: Schema.optionalKey(LevelNumber),
  capacity: Schema.optionalKey(PositiveInt),
  place: Schema.optionalKey(Text)
}) {}

/** The code's shape is a rule (`checkin.code_format`), so the console hears it in words. */
export class SetCheckInCode extends Schema.TaggedClass<SetCheckInCode>()("SetCheckInCode", { meetupId: Id, code: Schema.String.check(Schema.isMaxLength(64)) }) {}

export class CheckIn extends Schema.TaggedClass<CheckIn>()("CheckIn", { meetupId: Id, userId: Id, code: Schema.String.check(Schema.isMaxLength(64)) }) {}
