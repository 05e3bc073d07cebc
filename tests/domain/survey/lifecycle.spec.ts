import { afterEach, describe, expect, it } from "vitest"
import { SurveyPublished, SurveySaved, SurveyUnpublished } from "../../../domain/survey/events.ts"
import type { Scenario } from "../../support/scenario.ts"
import { publish, questions, saveSurvey, surveyProgramme, unpublish } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

describe("SaveSurvey", () => {
  it("saves the whole definition, its creator among its owners", () => {
    s = surveyProgramme()
    const saved = s.when(saveSurvey({ owners: ["adm2"] })).events[0] as SurveySaved
    expect(saved).toBeInstanceOf(SurveySaved)
    expect(saved.owners).toEqual(["adm", "adm2"])
    expect(saved.questions.map((q) => q.kind)).toEqual(["alternatives", "alternatives_justified", "multiple_choice", "multiple_choice_justified", "essay"])
    expect(saved.permissions).toEqual(["adm3"])
  })

  it("lets only an owner change it", () => {
    s = surveyProgramme().run(saveSurvey())
    s.when(saveSurvey({ title: "Outra" }, "admin:adm2")).thenRejects("survey.not_owner", { surveyId: "s1" })
    expect((s.when(saveSurvey({ title: "Outra" })).events[0] as SurveySaved).title).toBe("Outra")
  })

  it("refuses a choice question with fewer than two options, an essay with options, an end before the start, a repeated question", () => {
    s = surveyProgramme()
    s.when(saveSurvey({ questions: [{ questionId: "q1", kind: "multiple_choice", text: "?", mandatory: true, options: [{ text: "Só" }] }] })).thenRejects(
      "survey.options_required",
      { questionId: "q1" }
    )
    s.when(saveSurvey({ questions: [{ questionId: "q1", kind: "essay", text: "?", mandatory: true, options: [{ text: "a" }, { text: "b" }] }] })).thenRejects(
      "survey.options_required"
    )
    s.when(saveSurvey({ endsOn: "2025-12-31" })).thenRejects("survey.ends_before_start")
    s.when(saveSurvey({ questions: [questions[0], questions[0]] })).thenRejects("survey.question_repeated", { questionId: "q1" })
  })

  it("is an admin's: a learner cannot save one", () => {
    s = surveyProgramme()
    s.when(saveSurvey({}, "user:u1")).thenRejects("auth.forbidden")
  })
})

describe("PublishSurvey and UnpublishSurvey", () => {
  it("goes saved → published ⇄ unpublished, by its owners only", () => {
    s = surveyProgramme().run(saveSurvey())
    s.when(unpublish()).thenRejects("survey.not_published")
    s.when(publish("admin:adm2")).thenRejects("survey.not_owner")
    s.when(publish()).thenEvents(new SurveyPublished({ surveyId: "s1" }))
    s.when(publish()).thenRejects("survey.already_published")
    s.when(unpublish("admin:adm2")).thenRejects("survey.not_owner")
    s.when(unpublish()).thenEvents(new SurveyUnpublished({ surveyId: "s1" }))
    s.when(publish()).thenEvents(new SurveyPublished({ surveyId: "s1" }))
  })

  it("names a missing survey", () => {
    s = surveyProgramme()
    s.when(publish("admin:adm", "nope")).thenRejects("survey.not_found", { surveyId: "nope" })
  })
})
