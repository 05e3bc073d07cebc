import { Schema } from "effect"
import { Id, NonEmptyText, ListOf, maxItems } from "../shared/schemas.ts"

export class CreateTrail extends Schema.TaggedClass<CreateTrail>()("CreateTrail", { trailId: Id, title: NonEmptyText, courseIds: ListOf(Id, maxItems.ids) }) {}
