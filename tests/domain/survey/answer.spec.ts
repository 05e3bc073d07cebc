import { afterEach, describe, it } from "vitest"
import { SurveyAnswered } from "../../../domain/survey/events.ts"
import type { Scenario } from "../../support/scenario.ts"
import { answer, enough, publish, saveSurvey, surveyProgramme, unpublish } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const published = () => surveyProgramme().run(saveSurvey(), publish())

describe("AnswerSurvey", () => {
  it("takes one answer per question of all five kinds", () => {
    s = published()
    const all = [
      { questionId: "q1", options: [1] },
      { questionId: "q2", options: [0], text: "Porque sim" },
      { questionId: "q3", options: [0, 2] },
      { questionId: "q4", options: [1], text: "Mais casos" },
      { questionId: "q5", text: "Ótimo" }
    ]
    s.when(answer(all)).thenEvents(new SurveyAnswered({ surveyId: "s1", userId: "u1", answers: all }))
  })

  it("refuses a mandatory question unanswered, naming it", () => {
    s = published()
    s.when(answer([{ questionId: "q1", options: [0] }])).thenRejects("survey.answer_required", { questionId: "q5" })
    s.when(answer([{ questionId: "q1", options: [] }, { questionId: "q5", text: "ok" }])).thenRejects("survey.answer_required", { questionId: "q1" })
    s.when(answer([{ questionId: "q5", text: "   " }, { questionId: "q1", options: [0] }])).thenRejects("survey.answer_required", { questionId: "q5" })
  })

  it("needs at least one option on a choice question answered (a justification alone is not an answer)", () => {
    s = published()
    s.when(answer([...enough, { questionId: "q4", text: "só texto" }])).thenRejects("survey.option_required", { questionId: "q4" })
  })

  it("takes one option for alternatives, and only the options offered", () => {
    s = published()
    s.when(answer([{ questionId: "q1", options: [0, 1] }, enough[1]!])).thenRejects("survey.one_option", { questionId: "q1" })
    s.when(answer([...enough, { questionId: "q3", options: [3] }])).thenRejects("survey.answer_unknown", { questionId: "q3" })
    s.when(answer([...enough, { questionId: "q9", text: "?" }])).thenRejects("survey.answer_unknown", { questionId: "q9" })
  })

  it("takes one answer per learner", () => {
    s = published().run(answer(enough))
    s.when(answer(enough)).thenRejects("survey.already_answered")
  })

  it("refuses a survey not published, or unpublished", () => {
    s = surveyProgramme().run(saveSurvey())
    s.when(answer(enough)).thenRejects("survey.not_published")
    s.run(publish(), unpublish())
    s.when(answer(enough)).thenRejects("survey.not_published")
  })

  it("refuses answers before the first day and after the last", () => {
    s = published()
    s.at("2025-12-31T23:59:00Z").when(answer(enough)).thenRejects("survey.out_of_date", { surveyId: "s1", startsOn: "2026-01-01", endsOn: "2026-01-31" })
    s.at("2026-02-01T00:00:00Z").when(answer(enough)).thenRejects("survey.out_of_date")
    s.at("2026-01-31T23:59:00Z").when(answer(enough)).thenEvents(new SurveyAnswered({ surveyId: "s1", userId: "u1", answers: enough }))
  })

  it("is for the survey's client companies only, and for oneself", () => {
    s = published()
    s.when(answer(enough, "u2")).thenRejects("survey.not_for_you")
    s.when({ ...answer(enough), actor: "user:u2" }).thenRejects("auth.forbidden")
  })
})
