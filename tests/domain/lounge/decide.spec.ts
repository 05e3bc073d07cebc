import { afterEach, describe, expect, it } from "vitest"
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
} from "../../../domain/lounge/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { answer, ask, block, closeLounge, hideMessage, hideQuestion, loungeProgramme, openLounge, say, unblock } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const at = "2026-03-10T21:00:00.000Z"

describe("OpenLounge and CloseLounge", () => {
  it("opens a webinar's lounge once, for an admin", () => {
    s = loungeProgramme(scenario())
    s.when(openLounge({}, "user:u1")).thenRejects("auth.forbidden")
    s.when(openLounge()).thenEvents(
      new LoungeOpened({ classId: "w1", title: "Lançamento da linha 2026", streamUrl: "https://www.youtube.com/embed/abc123", countryId: "BR", startsAt: "2026-03-10T19:00:00-03:00" })
    )
    s.when(openLounge()).thenRejects("lounge.already_exists", { classId: "w1" })
  })

  it("takes an http(s) stream address only", () => {
    s = loungeProgramme(scenario())
    expect(() => s.send(openLounge({ streamUrl: "javascript:alert(1)" }))).toThrow(/does not decode/)
  })

  it("closes once; a closed lounge takes no line, question or answer", () => {
    s = loungeProgramme(scenario()).run(openLounge(), ask("q1"))
    s.when(closeLounge("nope")).thenRejects("lounge.not_found")
    s.when(closeLounge()).thenEvents(new LoungeClosed({ classId: "w1" }))
    s.when(closeLounge()).thenRejects("lounge.closed")
    s.when(say("m1")).thenRejects("lounge.closed")
    s.when(ask("q2")).thenRejects("lounge.closed")
    s.when(answer("q1")).thenRejects("lounge.closed")
  })
})

describe("PostLoungeMessage", () => {
  it("puts a learner's line in the chat, trimmed, with its time", () => {
    s = loungeProgramme(scenario()).run(openLounge())
    s.when(say("m1", "u1", "  Boa noite!  ")).thenEvents(new LoungeMessagePosted({ classId: "w1", messageId: "m1", userId: "u1", text: "Boa noite!", at }))
    s.when(say("m1", "u2")).thenRejects("lounge.item_already_exists")
  })

  it("is length-bounded: empty, blank and over 500 characters do not decode", () => {
    s = loungeProgramme(scenario()).run(openLounge())
    expect(() => s.send(say("m1", "u1", ""))).toThrow(/does not decode/)
    expect(() => s.send(say("m1", "u1", "   "))).toThrow(/does not decode/)
    expect(() => s.send(say("m1", "u1", "x".repeat(501)))).toThrow(/does not decode/)
    s.when(say("m1", "u1", "x".repeat(500))).thenEvents(new LoungeMessagePosted({ classId: "w1", messageId: "m1", userId: "u1", text: "x".repeat(500), at }))
  })

  it("is for the learners the entry rule lets in: another country's learner is refused", () => {
    s = loungeProgramme(scenario()).run(openLounge())
    s.when(say("m1", "ar1")).thenRejects("lounge.entry_refused", { classId: "w1" })
    s.when(say("m1", "u1", "oi", "nope")).thenRejects("lounge.not_found")
  })

  it("is refused to one learner writing as another", () => {
    s = loungeProgramme(scenario()).run(openLounge())
    s.when({ ...say("m1", "u1"), actor: "user:u2" }).thenRejects("auth.forbidden")
  })

  it("is rate-limited per learner: five lines in ten seconds, then lounge.too_fast until the first leaves the window", () => {
    s = loungeProgramme(scenario()).run(openLounge())
    s.at("2026-03-10T19:00:00-03:00").run(say("m1"), say("m2"), ask("q1"))
    s.at("2026-03-10T19:00:04-03:00").run(say("m3"), say("m4"))
    s.at("2026-03-10T19:00:06-03:00")
    s.when(say("m5")).thenRejects("lounge.too_fast", { limit: 5, windowSeconds: 10, retryAfterSeconds: 4 })
    s.when(ask("q2")).thenRejects("lounge.too_fast")
    // Another learner is not held back by u1's pace.
    s.when(say("m6", "u2")).thenEvents(new LoungeMessagePosted({ classId: "w1", messageId: "m6", userId: "u2", text: "Boa noite!", at: "2026-03-10T22:00:06.000Z" }))
    s.at("2026-03-10T19:00:10-03:00")
    s.when(say("m5")).thenEvents(new LoungeMessagePosted({ classId: "w1", messageId: "m5", userId: "u1", text: "Boa noite!", at: "2026-03-10T22:00:10.000Z" }))
  })
})

describe("AskLoungeQuestion and AnswerLoungeQuestion", () => {
  it("queues a learner's question; the instructor answers it once", () => {
    s = loungeProgramme(scenario()).run(openLounge())
    s.when(ask("q1")).thenEvents(new LoungeQuestionAsked({ classId: "w1", questionId: "q1", userId: "u1", text: "Vai ter gravação?", at }))
    s.when(answer("q1")).thenEvents(new LoungeQuestionAnswered({ classId: "w1", questionId: "q1", askedBy: "u1", answer: "Sim, amanhã no portal.", answeredBy: "adm" }))
    s.when(answer("q1")).thenRejects("lounge.question_already_answered", { questionId: "q1" })
    s.when(answer("q9")).thenRejects("loungequestion.not_found")
  })

  it("is answered by an admin only, never by a learner", () => {
    s = loungeProgramme(scenario()).run(openLounge(), ask("q1"))
    s.when(answer("q1", "sim", "user:u2")).thenRejects("auth.forbidden")
  })
})

describe("moderation", () => {
  it("hides a message and a question; a hidden question takes no answer", () => {
    s = loungeProgramme(scenario()).run(openLounge(), say("m1"), ask("q1"))
    s.when(hideMessage("m1")).thenEvents(new LoungeMessageHidden({ classId: "w1", messageId: "m1" }))
    s.when(hideMessage("m1")).thenRejects("loungemessage.not_found")
    s.when(hideQuestion("q1")).thenEvents(new LoungeQuestionHidden({ classId: "w1", questionId: "q1" }))
    s.when(answer("q1")).thenRejects("loungequestion.not_found")
  })

  it("is for admins: a learner cannot hide or block", () => {
    s = loungeProgramme(scenario()).run(openLounge(), say("m1", "u2"))
    s.when(hideMessage("m1", "user:u1")).thenRejects("auth.forbidden")
    s.when(block("u2", "user:u1")).thenRejects("auth.forbidden")
  })

  it("blocks a learner from this lounge's chat and questions until unblocked", () => {
    s = loungeProgramme(scenario()).run(openLounge())
    s.when(block("u1")).thenEvents(new LoungeLearnerBlocked({ classId: "w1", learnerId: "u1", reason: "spam" }))
    s.when(block("u1")).thenRejects("lounge.learner_already_blocked")
    s.when(say("m1")).thenRejects("lounge.blocked", { classId: "w1" })
    s.when(ask("q1")).thenRejects("lounge.blocked")
    s.when(say("m2", "u2")).thenEvents(new LoungeMessagePosted({ classId: "w1", messageId: "m2", userId: "u2", text: "Boa noite!", at }))
    s.when(unblock("u1")).thenEvents(new LoungeLearnerUnblocked({ classId: "w1", learnerId: "u1" }))
    s.when(unblock("u1")).thenRejects("lounge.learner_not_blocked")
    s.when(say("m1")).thenEvents(new LoungeMessagePosted({ classId: "w1", messageId: "m1", userId: "u1", text: "Boa noite!", at }))
  })
})
