import { Schema } from "effect"
import { Id, NonEmptyText } from "../shared/schemas.ts"

export class CreateTrail extends Schema.TaggedClass<CreateTrail>()("CreateTrail", { trailId: Id, title: NonEmptyText, courseIds: Schema.Array(Id) }) {}
