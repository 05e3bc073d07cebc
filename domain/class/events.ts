import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, LocalDate, NonEmptyText, Text } from "../shared/schemas.ts"

/** SPEC §3's three kinds of class: a presential course's meeting, a webinar, a live class. */
export const ClassType = Schema.Literals(["presential_class", "webinar", "live_class"])
export type ClassType = typeof ClassType.Type

/** SPEC §4's class states (DESIGN §4.9); what follows from the clock alone is shown, never stored. */
export const ClassStatus = Schema.Literals(["pre_scheduled", "scheduled", "open", "live", "in_progress", "intermission", "offline", "finished", "awaiting_results", "closed", "canceled"])
export type ClassStatus = typeof ClassStatus.Type

/** A local wall-clock time `HH:MM` in the class's country zone. */
export const LocalTime = Schema.String.check(Schema.makeFilter((s: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s) || "must be a time written HH:MM"))

/** Recurring sessions (RFC 5545 RRULE): every `freq` period, `count` sessions in all. */
export const Recurrence = Schema.Struct({
  freq: Schema.Literals(["yearly", "monthly", "weekly", "daily"]),
  count: Schema.Int.check(Schema.isGreaterThanOrEqualTo(2), Schema.isLessThanOrEqualTo(366))
})
export type Recurrence = typeof Recurrence.Type

export const ClassFields = {
  classId: Id,
  type: ClassType,
  title: NonEmptyText,
  /** Whose learners see it (the client company's members), and whose zone its times are in. */
  clientId: Id,
  country: CountryCode,
  /** The learning core's course holding its activities (a presential class always has one). */
  courseId: Schema.optionalKey(Id),
  date: LocalDate,
  startTime: LocalTime,
  endTime: LocalTime,
  model: Schema.optionalKey(Text),
  address: Schema.optionalKey(Text),
  vacancy: Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(100_000)),
  /** The video conference (or the stream the lounge plays). */
  link: Schema.optionalKey(Text),
  instructorId: Id,
  /** A closed class: invited learners only, no self-subscription. */
  inviteOnly: Schema.Boolean,
  recurrence: Schema.optionalKey(Recurrence)
}

export class ClassScheduled extends Schema.TaggedClass<ClassScheduled>()("ClassScheduled", ClassFields) {}
export class ClassMoved extends Schema.TaggedClass<ClassMoved>()("ClassMoved", { classId: Id, from: ClassStatus, to: ClassStatus }) {}
export class ClassInvited extends Schema.TaggedClass<ClassInvited>()("ClassInvited", { classId: Id, userId: Id }) {}
export class ClassSubscribed extends Schema.TaggedClass<ClassSubscribed>()("ClassSubscribed", { classId: Id, userId: Id }) {}
export class ClassUnsubscribed extends Schema.TaggedClass<ClassUnsubscribed>()("ClassUnsubscribed", { classId: Id, userId: Id }) {}
export class PresenceValidated extends Schema.TaggedClass<PresenceValidated>()("PresenceValidated", { classId: Id, userId: Id }) {}
export class ClassActivityUnlocked extends Schema.TaggedClass<ClassActivityUnlocked>()("ClassActivityUnlocked", { classId: Id, activityId: Id }) {}

export type ClassEvent = ClassScheduled | ClassMoved | ClassInvited | ClassSubscribed | ClassUnsubscribed | PresenceValidated | ClassActivityUnlocked
