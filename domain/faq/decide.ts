import { Effect } from "effect"
import { defineCommand, type States } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { AddFaqEntry, CreateFaqCategory, EditFaqCategory, EditFaqEntry, RemoveFaqEntry } from "./commands.ts"
import { FaqCategoryExists, FaqCategoryNotFound, FaqEntryExists, FaqEntryNotFound } from "./errors.ts"
import { FaqCategoryCreated, FaqCategoryEdited, FaqEntryAdded, FaqEntryEdited, FaqEntryRemoved } from "./events.ts"
import { faqCategory, faqEntry } from "./state.ts"

const requireCategory = (states: States, categoryId: string) =>
  states.of(faqCategory(categoryId)).exists ? Effect.void : Effect.fail(new FaqCategoryNotFound({ categoryId }))

const requireEntry = (states: States, entryId: string) => {
  const s = states.of(faqEntry(entryId))
  return s.exists && !s.removed ? Effect.void : Effect.fail(new FaqEntryNotFound({ entryId }))
}

const entryOf = (c: AddFaqEntry | EditFaqEntry) => ({ entryId: c.entryId, categoryId: c.categoryId, question: c.question, answer: c.answer, position: c.position ?? 0 })

export const createFaqCategory = defineCommand<CreateFaqCategory, Lookups>({
  schema: CreateFaqCategory,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(faqCategory(c.categoryId)).exists) return yield* new FaqCategoryExists({ categoryId: c.categoryId })
      return [new FaqCategoryCreated({ categoryId: c.categoryId, name: c.name, language: c.language, position: c.position ?? 0 })]
    })
})

export const editFaqCategory = defineCommand<EditFaqCategory, Lookups>({
  schema: EditFaqCategory,
  decide: (c, states) =>
    Effect.gen(function* () {
      yield* requireCategory(states, c.categoryId)
      return [new FaqCategoryEdited({ categoryId: c.categoryId, name: c.name, position: c.position ?? 0 })]
    })
})

export const addFaqEntry = defineCommand<AddFaqEntry, Lookups>({
  schema: AddFaqEntry,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(faqEntry(c.entryId)).exists) return yield* new FaqEntryExists({ entryId: c.entryId })
      yield* requireCategory(states, c.categoryId)
      return [new FaqEntryAdded(entryOf(c))]
    })
})

export const editFaqEntry = defineCommand<EditFaqEntry, Lookups>({
  schema: EditFaqEntry,
  decide: (c, states) =>
    Effect.gen(function* () {
      yield* requireEntry(states, c.entryId)
      yield* requireCategory(states, c.categoryId)
      return [new FaqEntryEdited(entryOf(c))]
    })
})

export const removeFaqEntry = defineCommand<RemoveFaqEntry, Lookups>({
  schema: RemoveFaqEntry,
  decide: (c, states) =>
    Effect.gen(function* () {
      yield* requireEntry(states, c.entryId)
      return [new FaqEntryRemoved({ entryId: c.entryId })]
    })
})
