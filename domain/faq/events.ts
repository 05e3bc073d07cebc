import { Schema } from "effect"
import { locales } from "../i18n/catalogue.ts"
import { Id, NonEmptyText } from "../shared/schemas.ts"

/** A category's language: learners read the FAQ of the language they chose (SPEC §1: "FAQ by category"). */
export const FaqLanguage = Schema.Literals(locales)

/** An answer: a few paragraphs of plain text. */
export const FaqAnswer = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(5_000))

/** The category's order among its language's categories: lower first. */
export const Position = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

export class FaqCategoryCreated extends Schema.TaggedClass<FaqCategoryCreated>()("FaqCategoryCreated", {
  categoryId: Id,
  name: NonEmptyText,
  language: FaqLanguage,
  position: Position
}) {}

export class FaqCategoryEdited extends Schema.TaggedClass<FaqCategoryEdited>()("FaqCategoryEdited", { categoryId: Id, name: NonEmptyText, position: Position }) {}

export class FaqEntryAdded extends Schema.TaggedClass<FaqEntryAdded>()("FaqEntryAdded", {
  entryId: Id,
  categoryId: Id,
  question: NonEmptyText,
  answer: FaqAnswer,
  position: Position
}) {}

/** An edit may move the entry to another category (of any language). */
export class FaqEntryEdited extends Schema.TaggedClass<FaqEntryEdited>()("FaqEntryEdited", {
  entryId: Id,
  categoryId: Id,
  question: NonEmptyText,
  answer: FaqAnswer,
  position: Position
}) {}

export class FaqEntryRemoved extends Schema.TaggedClass<FaqEntryRemoved>()("FaqEntryRemoved", { entryId: Id }) {}

export type FaqCategoryEvent = FaqCategoryCreated | FaqCategoryEdited
export type FaqEntryEvent = FaqEntryAdded | FaqEntryEdited | FaqEntryRemoved
