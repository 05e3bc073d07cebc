import { Schema } from "effect"
import { Id, NonEmptyText } from "../shared/schemas.ts"
import { FaqAnswer, FaqLanguage, Position } from "./events.ts"

/** `position` optional: 0, then the name (or question) orders. */
export class CreateFaqCategory extends Schema.TaggedClass<CreateFaqCategory>()("CreateFaqCategory", {
  categoryId: Id,
  name: NonEmptyText,
  language: FaqLanguage,
  position: Schema.optionalKey(Position)
}) {}

export class EditFaqCategory extends Schema.TaggedClass<EditFaqCategory>()("EditFaqCategory", { categoryId: Id, name: NonEmptyText, position: Schema.optionalKey(Position) }) {}

const entry = { entryId: Id, categoryId: Id, question: NonEmptyText, answer: FaqAnswer, position: Schema.optionalKey(Position) }

export class AddFaqEntry extends Schema.TaggedClass<AddFaqEntry>()("AddFaqEntry", entry) {}

export class EditFaqEntry extends Schema.TaggedClass<EditFaqEntry>()("EditFaqEntry", entry) {}

export class RemoveFaqEntry extends Schema.TaggedClass<RemoveFaqEntry>()("RemoveFaqEntry", { entryId: Id }) {}
