import { Schema } from "effect"
import { CodeId, Id, ListOf, maxItems, NonEmptyText, Text } from "../shared/schemas.ts"

export class CreateCatalog extends Schema.TaggedClass<CreateCatalog>()("CreateCatalog", {
  catalogId: CodeId,
  clientId: Id,
  title: NonEmptyText,
  description: Schema.optionalKey(Text),
  courseIds: Schema.optionalKey(ListOf(Id, maxItems.ids))
}) {}

export class AddCatalogCourse extends Schema.TaggedClass<AddCatalogCourse>()("AddCatalogCourse", { catalogId: Id, courseId: Id }) {}
