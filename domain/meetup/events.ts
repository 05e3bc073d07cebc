import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, LevelNumber, PositiveInt, Text } from "../shared/schemas.ts"

export class MeetupCreated extends Schema.TaggedClass<MeetupCreated>()("MeetupCreated", {
  meetupId: Id,
  country: CountryCode,
  title: Text,
  startsAt: Schema.String,
  endsAt: Schema.String,
  minLevel: LevelNumber,
  capacity: Schema.optionalKey(PositiveInt),
  place: Schema.optionalKey(Text)
}) {}

/** The code a rotation replaces stays valid until the next one, so nobody typing is refused. */
export class CheckInCodeSet extends Schema.TaggedClass<CheckInCodeSet>()("CheckInCodeSet", { meetupId: Id, code: Schema.String }) {}

export class CheckedIn extends Schema.TaggedClass<CheckedIn>()("CheckedIn", { meetupId: Id, userId: Id }) {}

export type MeetupEvent = MeetupCreated | CheckInCodeSet | CheckedIn
