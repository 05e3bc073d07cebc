import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { FaqCategoryCreated, FaqCategoryEdited, FaqEntryAdded, FaqEntryEdited, FaqEntryRemoved, type FaqCategoryEvent, type FaqEntryEvent } from "./events.ts"

export interface FaqCategoryState {
  readonly exists: boolean
}

/** A removed entry no longer exists: its id is not taken again (its history stays in the log). */
export interface FaqEntryState {
  readonly exists: boolean
  readonly removed: boolean
}

/** A FAQ category (DESIGN §4.10): stream `faq-category-<categoryId>`. */
export const FaqCategory: Aggregate<FaqCategoryState, FaqCategoryEvent> = {
  name: "faq-category",
  initialState: { exists: false },
  evolve: (s, e) => (e._tag === "FaqCategoryCreated" ? { exists: true } : s),
  events: [FaqCategoryCreated, FaqCategoryEdited],
  streamOf: (e) => `faq-category-${e.categoryId}`
}

/** A question and its answer: stream `faq-entry-<entryId>`. */
export const FaqEntry: Aggregate<FaqEntryState, FaqEntryEvent> = {
  name: "faq-entry",
  initialState: { exists: false, removed: false },
  evolve: (s, e) => (e._tag === "FaqEntryAdded" ? { exists: true, removed: false } : e._tag === "FaqEntryRemoved" ? { ...s, removed: true } : s),
  events: [FaqEntryAdded, FaqEntryEdited, FaqEntryRemoved],
  streamOf: (e) => `faq-entry-${e.entryId}`
}

export const faqCategory = (categoryId: string) => streamRef(FaqCategory, categoryId)
export const faqEntry = (entryId: string) => streamRef(FaqEntry, entryId)
