import { afterEach, describe, it } from "vitest"
import { NewsDrafted, NewsEdited, NewsPublished, NewsUnpublished } from "../../../domain/news/events.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"

let s: Scenario
afterEach(() => s.close())

const draft = (newsId = "n1", extra: Record<string, unknown> = {}): Step => ({ type: "DraftNews", payload: { newsId, title: "Novidade", body: "<p>Oi</p>", ...extra } })
const publish = (newsId = "n1"): Step => ({ type: "PublishNews", payload: { newsId } })
const unpublish = (newsId = "n1"): Step => ({ type: "UnpublishNews", payload: { newsId } })

describe("DraftNews", () => {
  it("drafts an article with the defaults: no summary, no cover, every country and client", () => {
    s = standardProgramme(scenario())
    s.when(draft()).thenEvents(new NewsDrafted({ newsId: "n1", title: "Novidade", summary: "", body: "<p>Oi</p>", countries: [], clientIds: [] }))
  })

  it("refuses a second article under the same id", () => {
    s = standardProgramme(scenario()).run(draft())
    s.when(draft()).thenRejects("news.already_exists", { newsId: "n1" })
  })

  it("is an admin's command: a learner may not write news", () => {
    s = standardProgramme(scenario())
    s.when({ ...draft(), actor: "user:u1" }).thenRejects("auth.forbidden")
  })
})

describe("EditNews, PublishNews and UnpublishNews", () => {
  it("publishes a draft, takes it back, publishes it again", () => {
    s = standardProgramme(scenario()).run(draft())
    s.when(publish()).thenEvents(new NewsPublished({ newsId: "n1" }))
    s.when(unpublish()).thenEvents(new NewsUnpublished({ newsId: "n1" }))
    s.when(publish()).thenEvents(new NewsPublished({ newsId: "n1" }))
  })

  it("refuses to publish twice (the date learners saw would move)", () => {
    s = standardProgramme(scenario()).run(draft(), publish())
    s.when(publish()).thenRejects("news.already_published", { newsId: "n1" })
  })

  it("refuses to unpublish a draft", () => {
    s = standardProgramme(scenario()).run(draft())
    s.when(unpublish()).thenRejects("news.not_published", { newsId: "n1" })
  })

  it("refuses to edit or publish an unknown article", () => {
    s = standardProgramme(scenario())
    s.when({ type: "EditNews", payload: { newsId: "n9", title: "x", body: "x" } }).thenRejects("news.not_found", { newsId: "n9" })
    s.when(publish("n9")).thenRejects("news.not_found", { newsId: "n9" })
  })

  it("an edit replaces the details, countries without repeats", () => {
    s = standardProgramme(scenario()).run(draft())
    s.when({ type: "EditNews", payload: { newsId: "n1", title: "Nova", body: "<p>b</p>", countries: ["BR", "BR"], coverFileId: "f1" } }).thenEvents(
      new NewsEdited({ newsId: "n1", title: "Nova", summary: "", body: "<p>b</p>", coverFileId: "f1", countries: ["BR"], clientIds: [] })
    )
  })
})
