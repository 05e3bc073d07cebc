import { Schema } from "effect"
import { CodeId, Id } from "../shared/schemas.ts"
import { ClassFields, ClassStatus } from "./events.ts"

export class ScheduleClass extends Schema.TaggedClass<ScheduleClass>()("ScheduleClass", {
  ...ClassFields,
  classId: CodeId,
  inviteOnly: Schema.optionalKey(Schema.Boolean)
}) {}

/** The instructor or an admin moves the class to another state (moves.ts says which are allowed). */
export class MoveClass extends Schema.TaggedClass<MoveClass>()("MoveClass", { classId: Id, to: ClassStatus }) {}
export class InviteToClass extends Schema.TaggedClass<InviteToClass>()("InviteToClass", { classId: Id, userId: Id }) {}
export class SubscribeToClass extends Schema.TaggedClass<SubscribeToClass>()("SubscribeToClass", { classId: Id, userId: Id }) {}
export class UnsubscribeFromClass extends Schema.TaggedClass<UnsubscribeFromClass>()("UnsubscribeFromClass", { classId: Id, userId: Id }) {}
export class ValidatePresence extends Schema.TaggedClass<ValidatePresence>()("ValidatePresence", { classId: Id, userId: Id }) {}
export class UnlockClassActivity extends Schema.TaggedClass<UnlockClassActivity>()("UnlockClassActivity", { classId: Id, activityId: Id }) {}
