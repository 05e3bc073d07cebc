import { afterEach, describe, it } from "vitest"
import { LoungeLearnerBlocked, LoungeMessageHidden, LoungeMessagePosted, LoungeQuestionAnswered, LoungeQuestionAsked } from "../../../domain/lounge/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { answer, ask, block, hideMessage, loungeProgramme, openLounge, say, subscribe, unblock } from "./support.ts"

// Issue 45's lounge leftovers: the webinar's subscribers enter its lounge (and its instructor),
// and the instructor answers and moderates in their own lounges only.
let s: Scenario
afterEach(() => s.close())

const at = "2026-03-10T21:00:00.000Z"

describe("who writes in a webinar's lounge", () => {
  it("is a subscriber of the webinar: a learner of its country not subscribed is told to subscribe first", () => {
    s = loungeProgramme(scenario()).run(openLounge())
    s.when(say("m1", "u3")).thenRejects("lounge.not_subscribed", { classId: "w1" })
    s.when(ask("q1", "u3")).thenRejects("lounge.not_subscribed", { classId: "w1" })
    s.when(say("m1", "u1")).thenEvents(new LoungeMessagePosted({ classId: "w1", messageId: "m1", userId: "u1", text: "Boa noite!", at }))
  })

  it("lets a learner in once subscribed, and out once unsubscribed", () => {
    s = loungeProgramme(scenario()).run(openLounge(), subscribe("u3"))
    s.when(say("m1", "u3")).thenEvents(new LoungeMessagePosted({ classId: "w1", messageId: "m1", userId: "u3", text: "Boa noite!", at }))
    s.run({ type: "UnsubscribeFromClass", payload: { classId: "w1", userId: "u3" }, actor: "user:u3" })
    s.when(say("m2", "u3")).thenRejects("lounge.not_subscribed")
  })

  it("refuses another country's learner, and everyone in a lounge whose webinar is not there", () => {
    s = loungeProgramme(scenario()).run(openLounge(), openLounge({ classId: "nowebinar" }))
    s.when(say("m1", "ar1")).thenRejects("lounge.entry_refused", { classId: "w1" })
    s.when(say("m1", "u1", "Oi", "nowebinar")).thenRejects("lounge.not_subscribed", { classId: "nowebinar" })
  })

  it("is the webinar's instructor too, without a subscription; another class's instructor is not subscribed", () => {
    s = loungeProgramme(scenario()).run(openLounge())
    s.when(say("m1", "ins", "Boa noite, turma!")).thenEvents(new LoungeMessagePosted({ classId: "w1", messageId: "m1", userId: "ins", text: "Boa noite, turma!", at }))
    s.when(say("m2", "ins2")).thenRejects("lounge.not_subscribed")
  })
})

describe("the instructor in the lounge", () => {
  it("answers the questions of their own webinar's lounge", () => {
    s = loungeProgramme(scenario()).run(openLounge(), ask("q1"))
    s.when(answer("q1", "Sim, amanhã.", "admin:ins")).thenEvents(
      new LoungeQuestionAnswered({ classId: "w1", questionId: "q1", askedBy: "u1", answer: "Sim, amanhã.", answeredBy: "ins" })
    )
  })

  it("moderates their own lounge: hides a line, blocks and unblocks a learner", () => {
    s = loungeProgramme(scenario()).run(openLounge(), say("m1", "u2"))
    s.when(hideMessage("m1", "admin:ins")).thenEvents(new LoungeMessageHidden({ classId: "w1", messageId: "m1" }))
    s.when(block("u2", "admin:ins")).thenEvents(new LoungeLearnerBlocked({ classId: "w1", learnerId: "u2", reason: "spam" }))
    s.run(unblock("u2", "admin:ins"))
    s.when(ask("q1", "u2")).thenEvents(new LoungeQuestionAsked({ classId: "w1", questionId: "q1", userId: "u2", text: "Vai ter gravação?", at }))
  })

  it("is refused in another class's lounge: it is not there for them", () => {
    s = loungeProgramme(scenario()).run(openLounge(), say("m1", "u2"), ask("q1"))
    s.when(answer("q1", "Sim.", "admin:ins2")).thenRejects("lounge.not_found", { classId: "w1" })
    s.when(hideMessage("m1", "admin:ins2")).thenRejects("lounge.not_found")
    s.when({ type: "HideLoungeQuestion", payload: { classId: "w1", questionId: "q1" }, actor: "admin:ins2" }).thenRejects("lounge.not_found")
    s.when(block("u2", "admin:ins2")).thenRejects("lounge.not_found")
    s.when(unblock("u2", "admin:ins2")).thenRejects("lounge.not_found")
  })

  it("is refused opening or closing a lounge: admins do that", () => {
    s = loungeProgramme(scenario())
    s.when(openLounge({}, "admin:ins")).thenRejects("auth.forbidden")
  })
})
