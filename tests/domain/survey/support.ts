import type { Step } from "../../support/scenario.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs } from "../../support/setup.ts"

/** One question of each of the five kinds; q1 and q5 mandatory. */
export const questions = [
  { questionId: "q1", kind: "alternatives", text: "Como foi o treinamento?", mandatory: true, options: [{ text: "Bom" }, { text: "Ruim" }] },
  { questionId: "q2", kind: "alternatives_justified", text: "Recomendaria?", mandatory: false, options: [{ text: "Sim" }, { text: "Não" }] },
  { questionId: "q3", kind: "multiple_choice", text: "Quais temas?", mandatory: false, options: [{ text: "Vendas" }, { text: "Produto" }, { text: "Loja" }] },
  { questionId: "q4", kind: "multiple_choice_justified", text: "O que faltou?", mandatory: false, options: [{ text: "Tempo" }, { text: "Exemplos" }] },
  { questionId: "q5", kind: "essay", text: "Comentários", mandatory: true }
]

/** Survey s1 for client acme, 2026-01-01 to 2026-01-31, owned by adm. */
export const saveSurvey = (extra: Record<string, unknown> = {}, actor = "admin:adm"): Step => ({
  type: "SaveSurvey",
  actor,
  payload: {
    surveyId: "s1",
    title: "Satisfação",
    type: "satisfaction",
    startsOn: "2026-01-01",
    endsOn: "2026-01-31",
    score: 10,
    mandatory: true,
    owners: [],
    clients: ["acme"],
    permissions: ["adm3"],
    questions,
    ...extra
  }
})
export const publish = (actor = "admin:adm", surveyId = "s1"): Step => ({ type: "PublishSurvey", actor, payload: { surveyId } })
export const unpublish = (actor = "admin:adm", surveyId = "s1"): Step => ({ type: "UnpublishSurvey", actor, payload: { surveyId } })
export const answer = (answers: ReadonlyArray<Record<string, unknown>>, userId = "u1"): Step => ({
  type: "AnswerSurvey",
  actor: `user:${userId}`,
  payload: { surveyId: "s1", userId, answers }
})
/** Answers every mandatory question (q1 with its first option, q5 in words). */
export const enough = [
  { questionId: "q1", options: [0] },
  { questionId: "q5", text: "Tudo certo" }
]

/** Admins adm and adm2, learner u1 in client acme, learner u2 in no client; at 2026-01-10. */
export const surveyProgramme = (): Scenario =>
  scenario()
    .at("2026-01-10T12:00:00Z")
    .run(
      ...account("adm", cpfs[4]!, { role: "admin" }),
      ...account("adm2", cpfs[3]!, { role: "admin" }),
      ...account("u1", cpfs[0]!),
      ...account("u2", cpfs[1]!),
      { type: "CreateClient", payload: { clientId: "acme", name: "Acme", homeRoute: "/home", features: { surveys: true } } },
      { type: "AddUserToClient", payload: { clientId: "acme", userId: "u1" } }
    )
