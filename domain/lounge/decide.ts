import { Effect } from "effect"
import { defineCommand, type Actor, type DecideContext, type States } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { requireActive } from "../account/guards.ts"
import { account } from "../account/aggregate.ts"
import { klass } from "../class/state.ts"
import {
  AnswerLoungeQuestion,
  AskLoungeQuestion,
  BlockLoungeLearner,
  CloseLounge,
  HideLoungeMessage,
  HideLoungeQuestion,
  OpenLounge,
  PostLoungeMessage,
  UnblockLoungeLearner
} from "./commands.ts"
import { entryOf, mayModerate, type LoungeEntry } from "./entry.ts"
import {
  LoungeAlreadyExists,
  LoungeBlocked,
  LoungeClosedError,
  LoungeEntryRefused,
  LoungeItemAlreadyExists,
  LoungeLearnerAlreadyBlocked,
  LoungeLearnerNotBlocked,
  LoungeMessageNotFound,
  LoungeNotFound,
  LoungeNotSubscribed,
  LoungeQuestionAlreadyAnswered,
  LoungeQuestionNotFound,
  LoungeTooFast
} from "./errors.ts"
import {
  LoungeClosed,
  LoungeLearnerBlocked,
  LoungeLearnerUnblocked,
  LoungeMessageHidden,
  LoungeMessagePosted,
  LoungeOpened,
  LoungeQuestionAnswered,
  LoungeQuestionAsked,
  LoungeQuestionHidden
} from "./events.ts"
import { RATE_LIMIT, nextLineAt } from "./rateLimit.ts"
import { lounge, type LoungeState } from "./state.ts"

type Open = LoungeState & { exists: true }

const requireLounge = (classId: string, s: LoungeState) => (s.exists ? Effect.succeed(s) : Effect.fail(new LoungeNotFound({ classId })))

/** A lounge that still takes lines and moderation. */
const requireOpen = (classId: string, states: States) =>
  Effect.flatMap(requireLounge(classId, states.of(lounge(classId))), (s) => (s.closed ? Effect.fail(new LoungeClosedError({ classId })) : Effect.succeed(s)))

/** The lounge as the entry rule reads it: its country, and its webinar's instructor (the class's stream). */
const entryTo = (classId: string, s: Open, states: States): LoungeEntry => {
  const k = states.of(klass(classId))
  return { countryId: s.countryId, instructorId: k.exists ? k.scheduled.instructorId : undefined }
}

/** A learner writing: active, allowed in (entry.ts: subscribed to the webinar), not blocked here, and within the rate limit. */
const requireWriter = (classId: string, userId: string, s: Open, states: States, now: number) =>
  Effect.gen(function* () {
    const who = yield* requireActive(userId, states.of(account(userId)))
    const k = states.of(klass(classId))
    const entry = entryOf(entryTo(classId, s, states), { userId, country: who.country, subscribed: k.exists && k.subscribers.has(userId) })
    if (entry === "refused") return yield* new LoungeEntryRefused({ classId })
    if (entry === "not_subscribed") return yield* new LoungeNotSubscribed({ classId })
    if (s.blocked.has(userId)) return yield* new LoungeBlocked({ classId })
    const next = nextLineAt(s.recent.get(userId) ?? [], now)
    if (next !== undefined) {
      return yield* new LoungeTooFast({ limit: RATE_LIMIT.lines, windowSeconds: RATE_LIMIT.windowMs / 1000, retryAfterSeconds: Math.max(1, Math.ceil((next - now) / 1000)) })
    }
  })

const unique = (id: string, s: Open) => (s.messages.has(id) || s.questions.has(id) ? Effect.fail(new LoungeItemAlreadyExists({ id })) : Effect.void)

/**
 * Answers and moderation: an admin, or the webinar's own instructor; an instructor of another
 * class finds no lounge here (as the classes answer another's class).
 */
const requireModerator = (classId: string, s: Open, states: States, ctx: DecideContext<Lookups>) => {
  if (ctx.actor.kind === "system") return Effect.succeed(s)
  const user = states.of(account(ctx.actor.userId))
  const role = user.exists ? user.role : "learner"
  return mayModerate(entryTo(classId, s, states), { userId: ctx.actor.userId, role }) ? Effect.succeed(s) : Effect.fail(new LoungeNotFound({ classId }))
}

const who = (actor: Actor) => (actor.kind === "system" ? "system" : actor.userId)

export const openLounge = defineCommand<OpenLounge, Lookups>({
  schema: OpenLounge,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(lounge(c.classId)).exists) return yield* new LoungeAlreadyExists({ classId: c.classId })
      const { _tag, ...fields } = c
      return [new LoungeOpened(fields)]
    })
})

export const closeLounge = defineCommand<CloseLounge, Lookups>({
  schema: CloseLounge,
  decide: (c, states) => Effect.as(requireOpen(c.classId, states), [new LoungeClosed({ classId: c.classId })])
})

export const postLoungeMessage = defineCommand<PostLoungeMessage, Lookups>({
  schema: PostLoungeMessage,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireOpen(c.classId, states)
      yield* unique(c.messageId, s)
      yield* requireWriter(c.classId, c.userId, s, states, ctx.now)
      return [new LoungeMessagePosted({ classId: c.classId, messageId: c.messageId, userId: c.userId, text: c.text.trim(), at: new Date(ctx.now).toISOString() })]
    })
})

export const askLoungeQuestion = defineCommand<AskLoungeQuestion, Lookups>({
  schema: AskLoungeQuestion,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireOpen(c.classId, states)
      yield* unique(c.questionId, s)
      yield* requireWriter(c.classId, c.userId, s, states, ctx.now)
      return [new LoungeQuestionAsked({ classId: c.classId, questionId: c.questionId, userId: c.userId, text: c.text.trim(), at: new Date(ctx.now).toISOString() })]
    })
})

const requireQuestion = (questionId: string, s: Open) => {
  const q = s.questions.get(questionId)
  return q !== undefined && !q.hidden ? Effect.succeed(q) : Effect.fail(new LoungeQuestionNotFound({ questionId }))
}

export const answerLoungeQuestion = defineCommand<AnswerLoungeQuestion, Lookups>({
  schema: AnswerLoungeQuestion,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireModerator(c.classId, yield* requireOpen(c.classId, states), states, ctx)
      const q = yield* requireQuestion(c.questionId, s)
      if (q.answered) return yield* new LoungeQuestionAlreadyAnswered({ questionId: c.questionId })
      return [new LoungeQuestionAnswered({ classId: c.classId, questionId: c.questionId, askedBy: q.askedBy, answer: c.answer.trim(), answeredBy: who(ctx.actor) })]
    })
})

export const hideLoungeMessage = defineCommand<HideLoungeMessage, Lookups>({
  schema: HideLoungeMessage,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireModerator(c.classId, yield* requireLounge(c.classId, states.of(lounge(c.classId))), states, ctx)
      if (s.messages.get(c.messageId) !== false) return yield* new LoungeMessageNotFound({ messageId: c.messageId })
      return [new LoungeMessageHidden({ classId: c.classId, messageId: c.messageId })]
    })
})

/** Hiding is allowed after the close too: a recording's page may still show the lounge's lines. */
export const hideLoungeQuestion = defineCommand<HideLoungeQuestion, Lookups>({
  schema: HideLoungeQuestion,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireModerator(c.classId, yield* requireLounge(c.classId, states.of(lounge(c.classId))), states, ctx)
      yield* requireQuestion(c.questionId, s)
      return [new LoungeQuestionHidden({ classId: c.classId, questionId: c.questionId })]
    })
})

export const blockLoungeLearner = defineCommand<BlockLoungeLearner, Lookups>({
  schema: BlockLoungeLearner,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireModerator(c.classId, yield* requireOpen(c.classId, states), states, ctx)
      if (s.blocked.has(c.learnerId)) return yield* new LoungeLearnerAlreadyBlocked({ learnerId: c.learnerId })
      const { _tag, ...fields } = c
      return [new LoungeLearnerBlocked(fields)]
    })
})

export const unblockLoungeLearner = defineCommand<UnblockLoungeLearner, Lookups>({
  schema: UnblockLoungeLearner,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const s = yield* requireModerator(c.classId, yield* requireOpen(c.classId, states), states, ctx)
      if (!s.blocked.has(c.learnerId)) return yield* new LoungeLearnerNotBlocked({ learnerId: c.learnerId })
      return [new LoungeLearnerUnblocked({ classId: c.classId, learnerId: c.learnerId })]
    })
})
