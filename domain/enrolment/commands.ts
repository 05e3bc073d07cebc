import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"

const ids = { courseId: Id, userId: Id }

export class Enrol extends Schema.TaggedClass<Enrol>()("Enrol", ids) {}
export class Unenrol extends Schema.TaggedClass<Unenrol>()("Unenrol", ids) {}
/** `classId`: the class whose player sent it (DESIGN §4.9), when the activity is taken in a class. */
export class CompleteActivity extends Schema.TaggedClass<CompleteActivity>()("CompleteActivity", { ...ids, activityId: Id, classId: Schema.optionalKey(Id) }) {}
export class SubmitReaction extends Schema.TaggedClass<SubmitReaction>()("SubmitReaction", { ...ids, answers: Schema.Record(Schema.String, Schema.Unknown), classId: Schema.optionalKey(Id) }) {}
