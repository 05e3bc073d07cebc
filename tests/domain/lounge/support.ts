import type { Scenario, Step } from "../../support/scenario.ts"
import { account, cpfs } from "../../support/setup.ts"

/** An admin (the instructor, for now), two Brazilian learners u1 and u2, and ar1 of Argentina; no lounge yet. */
export const loungeProgramme = (s: Scenario): Scenario =>
  s
    .at("2026-03-10T18:00:00-03:00")
    .run(...account("adm", cpfs[4]!, { role: "admin" }), ...account("u1", cpfs[0]!), ...account("u2", cpfs[1]!), ...account("ar1", "30111222", { country: "AR" }))

const as = (userId: string) => `user:${userId}`

export const openLounge = (extra: Partial<Record<string, unknown>> = {}, actor = "admin:adm"): Step => ({
  type: "OpenLounge",
  payload: { classId: "w1", title: "Lançamento da linha 2026", streamUrl: "https://www.youtube.com/embed/abc123", countryId: "BR", startsAt: "2026-03-10T19:00:00-03:00", ...extra },
  actor
})
export const closeLounge = (classId = "w1", actor = "admin:adm"): Step => ({ type: "CloseLounge", payload: { classId }, actor })
export const say = (messageId: string, userId = "u1", text = "Boa noite!", classId = "w1"): Step => ({
  type: "PostLoungeMessage",
  payload: { classId, messageId, userId, text },
  actor: as(userId)
})
export const ask = (questionId: string, userId = "u1", text = "Vai ter gravação?", classId = "w1"): Step => ({
  type: "AskLoungeQuestion",
  payload: { classId, questionId, userId, text },
  actor: as(userId)
})
export const answer = (questionId: string, text = "Sim, amanhã no portal.", actor = "admin:adm"): Step => ({ type: "AnswerLoungeQuestion", payload: { classId: "w1", questionId, answer: text }, actor })
export const hideMessage = (messageId: string, actor = "admin:adm"): Step => ({ type: "HideLoungeMessage", payload: { classId: "w1", messageId }, actor })
export const hideQuestion = (questionId: string, actor = "admin:adm"): Step => ({ type: "HideLoungeQuestion", payload: { classId: "w1", questionId }, actor })
export const block = (learnerId: string, actor = "admin:adm"): Step => ({ type: "BlockLoungeLearner", payload: { classId: "w1", learnerId, reason: "spam" }, actor })
export const unblock = (learnerId: string, actor = "admin:adm"): Step => ({ type: "UnblockLoungeLearner", payload: { classId: "w1", learnerId }, actor })
