import { Effect } from "effect"
import type { SurveyAnswer, SurveyQuestion } from "./commands.ts"
import { SurveyAnswerRequired, SurveyAnswerUnknown, SurveyOneOption, SurveyOptionRequired } from "./errors.ts"

const isEmpty = (a: SurveyAnswer | undefined) => a === undefined || ((a.options ?? []).length === 0 && (a.text ?? "").trim() === "")

/**
 * Each answer against its question, in the survey's order (so the learner hears about the first
 * question to fix): a mandatory question needs an answer; a choice question answered at all needs
 * at least one option (SPEC §3), alternatives exactly one, and only the options it offers.
 */
export const checkAnswers = (questions: ReadonlyArray<SurveyQuestion>, answers: ReadonlyArray<SurveyAnswer>) =>
  Effect.gen(function* () {
    const byId = new Map(answers.map((a) => [a.questionId, a]))
    for (const a of answers) {
      if (!questions.some((q) => q.questionId === a.questionId)) return yield* new SurveyAnswerUnknown({ questionId: a.questionId })
    }
    for (const q of questions) {
      const a = byId.get(q.questionId)
      if (isEmpty(a)) {
        if (q.mandatory) return yield* new SurveyAnswerRequired({ questionId: q.questionId })
        continue
      }
      if (q.kind === "essay") continue
      const chosen = a?.options ?? []
      if (chosen.length === 0) return yield* new SurveyOptionRequired({ questionId: q.questionId })
      if (q.kind.startsWith("alternatives") && chosen.length > 1) return yield* new SurveyOneOption({ questionId: q.questionId })
      const offered = (q.options ?? []).length
      if (chosen.some((i) => i >= offered) || new Set(chosen).size !== chosen.length) return yield* new SurveyAnswerUnknown({ questionId: q.questionId })
    }
  })
