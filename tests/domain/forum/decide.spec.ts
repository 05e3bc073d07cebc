import { afterEach, describe, it } from "vitest"
import { PostDeleted, PostEdited, PostRemoved, PostReported, ReplyPosted, TopicClosed, TopicReopened, TopicStarted } from "../../../domain/forum/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { close, edit, forum, moderate, remove, reopen, reply, report, startTopic } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

describe("StartTopic", () => {
  it("opens a topic for a learner enrolled in the course", () => {
    s = forum(scenario())
    s.when(startTopic()).thenEvents(new TopicStarted({ topicId: "tp1", courseId: "K1", userId: "u1", title: "Dúvida sobre o módulo 1", body: "Alguém entendeu a parte do vídeo?" }))
  })

  it("refuses a learner not enrolled, an unknown course and a repeated id", () => {
    s = forum(scenario())
    s.when(startTopic("tp1", "u3")).thenRejects("enrolment.not_enrolled")
    s.when(startTopic("tp1", "u1", "K2")).thenRejects("enrolment.not_enrolled")
    s.when(startTopic("tp1", "u1", "nope")).thenRejects("course.not_found")
    s.run(startTopic())
    s.when(startTopic()).thenRejects("topic.already_exists")
  })

  it("is refused to one user writing as another", () => {
    s = forum(scenario())
    s.when({ ...startTopic("tp1", "u1"), actor: "user:u2" }).thenRejects("auth.forbidden")
  })
})

describe("ReplyToTopic", () => {
  it("carries the topic's author, title and course for the author's inbox", () => {
    s = forum(scenario()).run(startTopic())
    s.when(reply("p1")).thenEvents(
      new ReplyPosted({ topicId: "tp1", postId: "p1", courseId: "K1", userId: "u2", topicAuthorId: "u1", topicTitle: "Dúvida sobre o módulo 1", body: "Sim, reveja o minuto 3." })
    )
  })

  it("is refused on a closed topic, and taken again once reopened", () => {
    s = forum(scenario()).run(startTopic(), close())
    s.when(reply("p1")).thenRejects("forum.topic_closed", { topicId: "tp1" })
    s.run(reopen())
    s.when(reply("p1")).thenEvents(
      new ReplyPosted({ topicId: "tp1", postId: "p1", courseId: "K1", userId: "u2", topicAuthorId: "u1", topicTitle: "Dúvida sobre o módulo 1", body: "Sim, reveja o minuto 3." })
    )
  })

  it("is refused to a learner not enrolled and on a topic deleted by its author", () => {
    s = forum(scenario()).run(startTopic())
    s.when(reply("p1", "u3")).thenRejects("enrolment.not_enrolled")
    s.run(remove("tp1", "u1"))
    s.when(reply("p1")).thenRejects("topic.not_found")
  })
})

describe("EditPost and DeletePost", () => {
  it("let authors change and delete their own posts", () => {
    s = forum(scenario()).run(startTopic(), reply("p1"))
    s.when(edit("p1", "u2")).thenEvents(new PostEdited({ topicId: "tp1", postId: "p1", userId: "u2", body: "Texto corrigido" }))
    s.when(remove("p1", "u2")).thenEvents(new PostDeleted({ topicId: "tp1", postId: "p1", userId: "u2" }))
    s.when(edit("p1", "u2")).thenRejects("post.not_found")
  })

  it("refuse another's post with forum.not_author", () => {
    s = forum(scenario()).run(startTopic(), reply("p1"))
    s.when(edit("p1", "u1")).thenRejects("forum.not_author", { postId: "p1" })
    s.when(edit("tp1", "u2")).thenRejects("forum.not_author", { postId: "tp1" })
    s.when(remove("p1", "u1")).thenRejects("forum.not_author", { postId: "p1" })
  })

  it("keep a closed topic's posts as they were", () => {
    s = forum(scenario()).run(startTopic(), close())
    s.when(edit("tp1", "u1")).thenRejects("forum.topic_closed")
  })
})

describe("ReportPost", () => {
  it("reaches the moderators once per learner", () => {
    s = forum(scenario()).run(startTopic())
    s.when(report("tp1", "u2")).thenEvents(new PostReported({ topicId: "tp1", postId: "tp1", courseId: "K1", userId: "u2", reason: "ofensivo" }))
    s.when(report("tp1", "u2")).thenRejects("forum.already_reported")
    s.when(report("tp1", "u3")).thenRejects("enrolment.not_enrolled")
  })
})

describe("moderation", () => {
  it("is for admins: a learner cannot close, reopen or remove", () => {
    s = forum(scenario()).run(startTopic(), reply("p1"))
    s.when(close("tp1", "user:u1")).thenRejects("auth.forbidden")
    s.when(moderate("p1", "tp1", "user:u2")).thenRejects("auth.forbidden")
  })

  it("closes, reopens and removes", () => {
    s = forum(scenario()).run(startTopic(), reply("p1"))
    s.when(reply("p1", "u1")).thenRejects("post.already_exists")
    s.when(close()).thenEvents(new TopicClosed({ topicId: "tp1", courseId: "K1" }))
    s.when(close()).thenRejects("topic.already_closed")
    s.when(reopen()).thenEvents(new TopicReopened({ topicId: "tp1", courseId: "K1" }))
    s.when(reopen()).thenRejects("topic.not_closed")
    s.when(moderate("p1")).thenEvents(new PostRemoved({ topicId: "tp1", postId: "p1", reason: "fora do tema" }))
    s.when(moderate("p1")).thenRejects("post.not_found")
    s.run(moderate("tp1"))
    s.when(close()).thenRejects("topic.not_found")
  })
})
