import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"

const ids = { courseId: Id, userId: Id }

export class Enrol extends Schema.TaggedClass<Enrol>()("Enrol", ids) {}
export class Unenrol extends Schema.TaggedClass<Unenrol>()("Unenrol", ids) {}
export class CompleteActivity extends Schema.TaggedClass<CompleteActivity>()("CompleteActivity", { ...ids, activityId: Id }) {}
export class SubmitReaction extends Schema.TaggedClass<SubmitReaction>()("SubmitReaction", { ...ids, answers: Schema.Record(Schema.String, Schema.Unknown) }) {}
