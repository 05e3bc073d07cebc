import { Schema } from "effect"

const S = Schema.String
const N = Schema.Number

export class MeetupAlreadyExists extends Schema.TaggedError<MeetupAlreadyExists>()("MeetupAlreadyExists", { meetupId: S }) {
  get code() { return "meetup.already_exists" as const }
}
export class MeetupNotFound extends Schema.TaggedError<MeetupNotFound>()("MeetupNotFound", { meetupId: S }) {
  get code() { return "meetup.not_found" as const }
}
export class MeetupEndsBeforeStart extends Schema.TaggedError<MeetupEndsBeforeStart>()("MeetupEndsBeforeStart", { startsAt: S, endsAt: S }) {
  get code() { return "meetup.ends_before_start" as const }
}
export class CheckInOtherCountry extends Schema.TaggedError<CheckInOtherCountry>()("CheckInOtherCountry", { meetupId: S, country: S }) {
  get code() { return "checkin.other_country" as const }
}
/** Check-in opens 30 minutes before the start and closes at the end. */
export class CheckInClosed extends Schema.TaggedError<CheckInClosed>()("CheckInClosed", { meetupId: S, opensAt: S, endsAt: S }) {
  get code() { return "checkin.closed" as const }
}
export class CheckInCodeFormat extends Schema.TaggedError<CheckInCodeFormat>()("CheckInCodeFormat", {}) {
  get code() { return "checkin.code_format" as const }
}
export class CheckInCodeInvalid extends Schema.TaggedError<CheckInCodeInvalid>()("CheckInCodeInvalid", { meetupId: S }) {
  get code() { return "checkin.code_invalid" as const }
}
export class CheckInLevelRequired extends Schema.TaggedError<CheckInLevelRequired>()("CheckInLevelRequired", { minLevel: N, level: N }) {
  get code() { return "checkin.level_required" as const }
}
export class CheckInAlready extends Schema.TaggedError<CheckInAlready>()("CheckInAlready", { meetupId: S, userId: S }) {
  get code() { return "checkin.already" as const }
}
export class CheckInFull extends Schema.TaggedError<CheckInFull>()("CheckInFull", { meetupId: S, capacity: N }) {
  get code() { return "checkin.full" as const }
}
