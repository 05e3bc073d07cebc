import { Schema } from "effect"

const S = Schema.String

export class ClassAlreadyExists extends Schema.TaggedError<ClassAlreadyExists>()("ClassAlreadyExists", { classId: S }) {
  get code() { return "class.already_exists" as const }
}
/** Also the answer for a class of another client, or another instructor's: it is not theirs to know. */
export class ClassNotFound extends Schema.TaggedError<ClassNotFound>()("ClassNotFound", { classId: S }) {
  get code() { return "class.not_found" as const }
}
export class ClassEndsBeforeStart extends Schema.TaggedError<ClassEndsBeforeStart>()("ClassEndsBeforeStart", { startTime: S, endTime: S }) {
  get code() { return "class.ends_before_start" as const }
}
/** A presential class belongs to a presential course; every class's course must exist. */
export class ClassCourseRequired extends Schema.TaggedError<ClassCourseRequired>()("ClassCourseRequired", { classId: S }) {
  get code() { return "class.course_required" as const }
}
export class ClassClientUnknown extends Schema.TaggedError<ClassClientUnknown>()("ClassClientUnknown", { clientId: S }) {
  get code() { return "class.client_unknown" as const }
}
export class InstructorUnknown extends Schema.TaggedError<InstructorUnknown>()("InstructorUnknown", { instructorId: S }) {
  get code() { return "class.instructor_unknown" as const }
}
export class ClassMoveRefused extends Schema.TaggedError<ClassMoveRefused>()("ClassMoveRefused", { classId: S, from: S, to: S }) {
  get code() { return "class.move_refused" as const }
}
export class ClassNotOpen extends Schema.TaggedError<ClassNotOpen>()("ClassNotOpen", { classId: S, status: S }) {
  get code() { return "class.not_open" as const }
}
export class ClassSoldOut extends Schema.TaggedError<ClassSoldOut>()("ClassSoldOut", { classId: S, vacancy: Schema.Number }) {
  get code() { return "class.sold_out" as const }
}
export class ClassInvitedOnly extends Schema.TaggedError<ClassInvitedOnly>()("ClassInvitedOnly", { classId: S }) {
  get code() { return "class.invited_only" as const }
}
export class AlreadySubscribed extends Schema.TaggedError<AlreadySubscribed>()("AlreadySubscribed", { classId: S, userId: S }) {
  get code() { return "class.already_subscribed" as const }
}
export class NotSubscribed extends Schema.TaggedError<NotSubscribed>()("NotSubscribed", { classId: S, userId: S }) {
  get code() { return "class.not_subscribed" as const }
}
/** A learner leaves before the class begins; after, the instructor's presence list is what counts. */
export class ClassAlreadyStarted extends Schema.TaggedError<ClassAlreadyStarted>()("ClassAlreadyStarted", { classId: S, status: S }) {
  get code() { return "class.already_started" as const }
}
export class ClassNotStarted extends Schema.TaggedError<ClassNotStarted>()("ClassNotStarted", { classId: S, status: S }) {
  get code() { return "class.not_started" as const }
}
export class ClassFinishedAlready extends Schema.TaggedError<ClassFinishedAlready>()("ClassFinishedAlready", { classId: S, status: S }) {
  get code() { return "class.finished" as const }
}
/** Only an activity the course marks `instructorAuthorized` waits for the instructor. */
export class ActivityNotInstructorAuthorized extends Schema.TaggedError<ActivityNotInstructorAuthorized>()("ActivityNotInstructorAuthorized", { classId: S, activityId: S }) {
  get code() { return "class.activity_not_authorizable" as const }
}
/** The server's side of the player's lock: an `instructorAuthorized` activity completes only through a class of mine that opened it. */
export class ClassActivityLocked extends Schema.TaggedError<ClassActivityLocked>()("ClassActivityLocked", { classId: S, activityId: S }) {
  get code() { return "class.activity_locked" as const }
}
/** The reaction evaluation after a class waits for its end (DESIGN §4.9): its state, or its end time on the server's clock. */
export class ClassReactionNotYet extends Schema.TaggedError<ClassReactionNotYet>()("ClassReactionNotYet", { classId: S, endsAt: S }) {
  get code() { return "class.reaction_not_yet" as const }
}
