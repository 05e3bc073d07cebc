import { Schema } from "effect"
import { Id, NonEmptyText } from "../shared/schemas.ts"

/** An ordered list of courses; its progress is its courses' progress. */
export class TrailCreated extends Schema.TaggedClass<TrailCreated>()("TrailCreated", { trailId: Id, title: NonEmptyText, courseIds: Schema.Array(Id) }) {}

export type TrailEvent = TrailCreated
