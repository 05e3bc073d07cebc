import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { requireActive } from "../account/guards.ts"
import { account } from "../account/aggregate.ts"
import { client } from "../client/aggregate.ts"
import { AnswerSurvey, PublishSurvey, SaveSurvey, UnpublishSurvey } from "./commands.ts"
import {
  SurveyAlreadyAnswered,
  SurveyAlreadyPublished,
  SurveyEndsBeforeStart,
  SurveyNotForYou,
  SurveyNotFound,
  SurveyNotOwner,
  SurveyNotPublished,
  SurveyOptionsRequired,
  SurveyOutOfDate,
  SurveyQuestionRepeated
} from "./errors.ts"
import { SurveyAnswered, SurveyPublished, SurveySaved, SurveyUnpublished } from "./events.ts"
import { checkAnswers } from "./answers.ts"
import { survey, surveyResponse, type SurveyState } from "./state.ts"

type Existing = Extract<SurveyState, { exists: true }>

const requireSurvey = (surveyId: string, s: SurveyState) => (s.exists ? Effect.succeed(s as Existing) : Effect.fail(new SurveyNotFound({ surveyId })))

/** An admin changes only the surveys they own; the programme's own set-up (system) any. */
const requireOwner = (surveyId: string, s: Existing, actor: { readonly kind: string; readonly userId?: string }) =>
  actor.kind === "admin" && !s.owners.includes(actor.userId ?? "") ? Effect.fail(new SurveyNotOwner({ surveyId })) : Effect.void

export const saveSurvey = defineCommand<SaveSurvey, Lookups>({
  schema: SaveSurvey,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = states.of(survey(c.surveyId))
      if (s.exists) yield* requireOwner(c.surveyId, s, ctx.actor)
      if (c.endsOn < c.startsOn) return yield* new SurveyEndsBeforeStart({ startsOn: c.startsOn, endsOn: c.endsOn })
      const seen = new Set<string>()
      for (const q of c.questions) {
        if (seen.has(q.questionId)) return yield* new SurveyQuestionRepeated({ questionId: q.questionId })
        seen.add(q.questionId)
        const options = q.options ?? []
        if (q.kind === "essay" ? options.length > 0 : options.length < 2) return yield* new SurveyOptionsRequired({ questionId: q.questionId })
      }
      // Whoever creates a survey owns it, so nobody saves a survey they could not change again.
      const creator = !s.exists && ctx.actor.kind === "admin" ? [ctx.actor.userId] : []
      const { _tag, owners, questions, ...fields } = c
      return [
        new SurveySaved({
          ...fields,
          owners: [...new Set([...creator, ...owners])],
          questions: questions.map((q) => (q.kind === "essay" ? { questionId: q.questionId, kind: q.kind, text: q.text, mandatory: q.mandatory } : q))
        })
      ]
    })
})

export const publishSurvey = defineCommand<PublishSurvey, Lookups>({
  schema: PublishSurvey,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireSurvey(c.surveyId, states.of(survey(c.surveyId)))
      yield* requireOwner(c.surveyId, s, ctx.actor)
      if (s.status === "published") return yield* new SurveyAlreadyPublished({ surveyId: c.surveyId })
      return [new SurveyPublished({ surveyId: c.surveyId })]
    })
})

export const unpublishSurvey = defineCommand<UnpublishSurvey, Lookups>({
  schema: UnpublishSurvey,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireSurvey(c.surveyId, states.of(survey(c.surveyId)))
      yield* requireOwner(c.surveyId, s, ctx.actor)
      if (s.status !== "published") return yield* new SurveyNotPublished({ surveyId: c.surveyId })
      return [new SurveyUnpublished({ surveyId: c.surveyId })]
    })
})

/** A learner's answers, refused in the order the learner can act on: the survey, then each question. */
export const answerSurvey = defineCommand<AnswerSurvey, Lookups>({
  schema: AnswerSurvey,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireSurvey(c.surveyId, states.of(survey(c.surveyId)))
      yield* requireActive(c.userId, states.of(account(c.userId)))
      if (s.status !== "published") return yield* new SurveyNotPublished({ surveyId: c.surveyId })
      if (!s.clients.some((id) => states.of(client(id)).members.has(c.userId))) return yield* new SurveyNotForYou({ surveyId: c.surveyId })
      const today = new Date(ctx.now).toISOString().slice(0, 10)
      if (today < s.startsOn || today > s.endsOn) return yield* new SurveyOutOfDate({ surveyId: c.surveyId, startsOn: s.startsOn, endsOn: s.endsOn })
      if (states.of(surveyResponse(c.surveyId, c.userId)).answered) return yield* new SurveyAlreadyAnswered({ surveyId: c.surveyId })
      yield* checkAnswers(s.questions, c.answers)
      return [new SurveyAnswered({ surveyId: c.surveyId, userId: c.userId, answers: c.answers })]
    })
})
