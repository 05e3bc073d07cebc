import { Schema } from "effect"

const S = Schema.String

export class FaqCategoryExists extends Schema.TaggedError<FaqCategoryExists>()("FaqCategoryExists", { categoryId: S }) {
  get code() { return "faq.category_already_exists" as const }
}
/** An entry goes only in a category that exists. */
export class FaqCategoryNotFound extends Schema.TaggedError<FaqCategoryNotFound>()("FaqCategoryNotFound", { categoryId: S }) {
  get code() { return "faq.category_not_found" as const }
}
export class FaqEntryExists extends Schema.TaggedError<FaqEntryExists>()("FaqEntryExists", { entryId: S }) {
  get code() { return "faq.entry_already_exists" as const }
}
/** Unknown or removed: a removed entry is neither edited nor removed again. */
export class FaqEntryNotFound extends Schema.TaggedError<FaqEntryNotFound>()("FaqEntryNotFound", { entryId: S }) {
  get code() { return "faq.entry_not_found" as const }
}
