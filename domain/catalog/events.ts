import { Schema } from "effect"
import { Id, NonEmptyText, Text } from "../shared/schemas.ts"

/** A presential catalog: a client company's shelf of presential courses (DESIGN §4.9). */
export class CatalogCreated extends Schema.TaggedClass<CatalogCreated>()("CatalogCreated", {
  catalogId: Id,
  clientId: Id,
  title: NonEmptyText,
  description: Schema.optionalKey(Text)
}) {}

export class CatalogCourseAdded extends Schema.TaggedClass<CatalogCourseAdded>()("CatalogCourseAdded", { catalogId: Id, courseId: Id }) {}

export type CatalogEvent = CatalogCreated | CatalogCourseAdded
