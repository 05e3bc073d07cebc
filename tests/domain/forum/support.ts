import type { Scenario, Step } from "../../support/scenario.ts"
import { cpfs, account } from "../../support/setup.ts"
import { activities, createCourse, enrol, learning, publish } from "../learning/support.ts"

/** Course K1 published with u1 and u2 enrolled; u3 has an account but is not enrolled; K2 is another course. */
export const forum = (s: Scenario): Scenario =>
  learning(s).run(...account("u2", cpfs[1]!), ...account("u3", cpfs[2]!), enrol("K1", "u2"), createCourse("K2", { activities: activities({ activityId: "v1" }) }), publish("K2"))

const as = (userId: string) => `user:${userId}`

export const startTopic = (topicId = "tp1", userId = "u1", courseId = "K1", extra: Record<string, unknown> = {}): Step => ({
  type: "StartTopic",
  payload: { topicId, courseId, userId, title: "Dúvida sobre o módulo 1", body: "Alguém entendeu a parte do vídeo?", ...extra },
  actor: as(userId)
})
export const reply = (postId: string, userId = "u2", topicId = "tp1", body = "Sim, reveja o minuto 3."): Step => ({ type: "ReplyToTopic", payload: { topicId, postId, userId, body }, actor: as(userId) })
export const edit = (postId: string, userId: string, body = "Texto corrigido", topicId = "tp1"): Step => ({ type: "EditPost", payload: { topicId, postId, userId, body }, actor: as(userId) })
export const remove = (postId: string, userId: string, topicId = "tp1"): Step => ({ type: "DeletePost", payload: { topicId, postId, userId }, actor: as(userId) })
export const report = (postId: string, userId: string, topicId = "tp1"): Step => ({ type: "ReportPost", payload: { topicId, postId, userId, reason: "ofensivo" }, actor: as(userId) })
export const close = (topicId = "tp1", actor = "admin:adm"): Step => ({ type: "CloseTopic", payload: { topicId }, actor })
export const reopen = (topicId = "tp1", actor = "admin:adm"): Step => ({ type: "ReopenTopic", payload: { topicId }, actor })
export const moderate = (postId: string, topicId = "tp1", actor = "admin:adm"): Step => ({ type: "RemovePost", payload: { topicId, postId, reason: "fora do tema" }, actor })
