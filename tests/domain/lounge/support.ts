import type { Scenario, Step } from "../../support/scenario.ts"
import { account, cpfs } from "../../support/setup.ts"

const as = (userId: string) => `user:${userId}`

/**
 * An admin, the webinar w1 taught by the instructor `ins` (`ins2` teaches another class) with
 * two Brazilian learners u1 and u2 subscribed, u3 of Brazil not subscribed, and ar1 of Argentina;
 * no lounge yet.
 */
export const loungeProgramme = (s: Scenario): Scenario =>
  s
    .at("2026-03-10T18:00:00-03:00")
    .run(
      ...account("adm", cpfs[4]!, { role: "admin" }),
      ...account("u1", cpfs[0]!),
      ...account("u2", cpfs[1]!),
      ...account("u3", cpfs[2]!),
      ...account("ins", cpfs[3]!, { role: "instructor" }),
      ...account("ins2", "39053344705", { role: "instructor" }),
      ...account("ar1", "30111222", { country: "AR" }),
      ...webinar("w1", "ins"),
      ...webinar("w2", "ins2"),
      ...["u1", "u2"].map((u) => subscribe(u))
    )

/** A webinar of the academy's, open for subscriptions, with u1, u2 and u3 among the academy's members. */
export const webinar = (classId: string, instructorId: string): ReadonlyArray<Step> => [
  ...(classId === "w1"
    ? [
        { type: "CreateClient", payload: { clientId: "academy", name: "Academia", homeRoute: "/home", features: {} } },
        ...["u1", "u2", "u3"].map((userId) => ({ type: "AddUserToClient", payload: { clientId: "academy", userId } }))
      ]
    : []),
  {
    type: "ScheduleClass",
    payload: { classId, type: "webinar", title: "Lançamento da linha 2026", clientId: "academy", country: "BR", date: "2026-03-10", startTime: "19:00", endTime: "21:00", vacancy: 50, instructorId }
  },
  { type: "MoveClass", payload: { classId, to: "scheduled" } },
  { type: "MoveClass", payload: { classId, to: "open" } }
]

export const subscribe = (userId: string, classId = "w1"): Step => ({ type: "SubscribeToClass", payload: { classId, userId }, actor: as(userId) })


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
