import type { Question } from "../test/events.ts"
import type { Answers } from "./events.ts"

/** Right when the options chosen are exactly the correct ones; unanswered is wrong. */
export const isRight = (q: Question, chosen: ReadonlyArray<string> | undefined): boolean => {
  if (!chosen) return false
  const correct = new Set(q.options.filter((o) => o.correct).map((o) => o.optionId))
  const picked = new Set(chosen)
  return picked.size === correct.size && [...picked].every((o) => correct.has(o))
}

/** right ÷ drawn × 100, rounded half up, in whole numbers (no float drift at .5). */
export const scoreOf = (right: number, drawn: number): number => (drawn === 0 ? 0 : Math.floor((200 * right + drawn) / (2 * drawn)))

export const grade = (bank: ReadonlyArray<Question>, questionIds: ReadonlyArray<string>, answers: Answers) => {
  const byId = new Map(bank.map((q) => [q.questionId, q]))
  const right = questionIds.filter((id) => {
    const q = byId.get(id)
    return q !== undefined && isRight(q, answers[id])
  }).length
  return { right, drawn: questionIds.length, score: scoreOf(right, questionIds.length) }
}
