import { afterEach, describe, expect, it } from "vitest"
import { FaqCategoryCreated, FaqEntryAdded, FaqEntryRemoved } from "../../../domain/faq/events.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"

let s: Scenario
afterEach(() => s.close())

const category = (categoryId = "c1"): Step => ({ type: "CreateFaqCategory", payload: { categoryId, name: "Pontos", language: "pt-BR" } })
const entry = (entryId = "e1", categoryId = "c1"): Step => ({ type: "AddFaqEntry", payload: { entryId, categoryId, question: "Quando?", answer: "Depois da auditoria." } })
const remove = (entryId = "e1"): Step => ({ type: "RemoveFaqEntry", payload: { entryId } })

describe("FAQ categories", () => {
  it("creates a category in a language, first in order by default", () => {
    s = standardProgramme(scenario())
    s.when(category()).thenEvents(new FaqCategoryCreated({ categoryId: "c1", name: "Pontos", language: "pt-BR", position: 0 }))
  })

  it("refuses a second category under the same id, and a language outside the four", () => {
    s = standardProgramme(scenario()).run(category())
    s.when(category()).thenRejects("faq.category_already_exists", { categoryId: "c1" })
    expect(() => s.when({ type: "CreateFaqCategory", payload: { categoryId: "c2", name: "X", language: "de-DE" } })).toThrow(/language/)
  })
})

describe("FAQ entries", () => {
  it("adds a question to a category that exists", () => {
    s = standardProgramme(scenario()).run(category())
    s.when(entry()).thenEvents(new FaqEntryAdded({ entryId: "e1", categoryId: "c1", question: "Quando?", answer: "Depois da auditoria.", position: 0 }))
  })

  it("refuses a question in a category that does not exist, on adding and on moving it", () => {
    s = standardProgramme(scenario()).run(category(), entry())
    s.when(entry("e2", "c9")).thenRejects("faq.category_not_found", { categoryId: "c9" })
    s.when({ type: "EditFaqEntry", payload: { entryId: "e1", categoryId: "c9", question: "Q", answer: "A" } }).thenRejects("faq.category_not_found", { categoryId: "c9" })
  })

  it("a removed entry is neither edited nor removed again, and its id is not taken again", () => {
    s = standardProgramme(scenario()).run(category(), entry())
    s.when(remove()).thenEvents(new FaqEntryRemoved({ entryId: "e1" }))
    s.when(remove()).thenRejects("faq.entry_not_found", { entryId: "e1" })
    s.when({ type: "EditFaqEntry", payload: { entryId: "e1", categoryId: "c1", question: "Q", answer: "A" } }).thenRejects("faq.entry_not_found", { entryId: "e1" })
    s.when(entry()).thenRejects("faq.entry_already_exists", { entryId: "e1" })
  })
})
