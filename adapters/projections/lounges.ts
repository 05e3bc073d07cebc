import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/**
 * Webinar lounges (DESIGN §4.9): each lounge with its counts, its chat lines and its questions,
 * and who is blocked there. Live viewers are fed by the event stream (adapters/http/lounge/hub.ts);
 * these tables answer a screen's first load and the console's lists.
 */
export const lounges = sqliteTable(
  "lounges",
  {
    classId: text("class_id").primaryKey(),
    title: text("title").notNull(),
    streamUrl: text("stream_url").notNull(),
    country: text("country").notNull(),
    startsAt: text("starts_at").notNull(),
    /** `open` or `closed`. */
    status: text("status").notNull(),
    openedAt: text("opened_at").notNull(),
    messages: integer("messages").notNull(),
    questions: integer("questions").notNull(),
    /** Questions neither answered nor hidden: the instructor's queue. */
    unanswered: integer("unanswered").notNull()
  },
  (t) => [index("lounges_country").on(t.country, t.startsAt)]
)

export const loungeMessages = sqliteTable(
  "lounge_messages",
  {
    classId: text("class_id").notNull(),
    messageId: text("message_id").notNull(),
    userId: text("user_id").notNull(),
    text: text("text").notNull(),
    postedAt: text("posted_at").notNull(),
    /** The log position of its event: the stream's `id:` and the order of the chat. */
    position: integer("position").notNull(),
    hidden: integer("hidden").notNull()
  },
  (t) => [primaryKey({ columns: [t.classId, t.messageId] }), index("lounge_messages_order").on(t.classId, t.position)]
)

export const loungeQuestions = sqliteTable(
  "lounge_questions",
  {
    classId: text("class_id").notNull(),
    questionId: text("question_id").notNull(),
    userId: text("user_id").notNull(),
    text: text("text").notNull(),
    askedAt: text("asked_at").notNull(),
    position: integer("position").notNull(),
    answer: text("answer"),
    answeredAt: text("answered_at"),
    hidden: integer("hidden").notNull()
  },
  (t) => [primaryKey({ columns: [t.classId, t.questionId] }), index("lounge_questions_order").on(t.classId, t.position)]
)

export const loungeBlocks = sqliteTable(
  "lounge_blocks",
  {
    classId: text("class_id").notNull(),
    userId: text("user_id").notNull(),
    reason: text("reason"),
    blockedAt: text("blocked_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] })]
)

export const loungesProjection = defineProjection({
  name: "lounges",
  version: 1,
  tables: [lounges, loungeMessages, loungeQuestions, loungeBlocks],
  handlers: (db) => {
    const opened = db.prepare(
      "INSERT INTO lounges (class_id, title, stream_url, country, starts_at, status, opened_at, messages, questions, unanswered) VALUES (?, ?, ?, ?, ?, 'open', ?, 0, 0, 0)"
    )
    const closed = db.prepare("UPDATE lounges SET status = 'closed' WHERE class_id = ?")
    const message = db.prepare("INSERT INTO lounge_messages (class_id, message_id, user_id, text, posted_at, position, hidden) VALUES (?, ?, ?, ?, ?, ?, 0)")
    const question = db.prepare("INSERT INTO lounge_questions (class_id, question_id, user_id, text, asked_at, position, hidden) VALUES (?, ?, ?, ?, ?, ?, 0)")
    const counted = db.prepare("UPDATE lounges SET messages = messages + ?, questions = questions + ?, unanswered = unanswered + ? WHERE class_id = ?")
    const answered = db.prepare("UPDATE lounge_questions SET answer = ?, answered_at = ? WHERE class_id = ? AND question_id = ?")
    const hideMessage = db.prepare("UPDATE lounge_messages SET hidden = 1 WHERE class_id = ? AND message_id = ?")
    // A hidden question leaves the queue if it was still waiting for an answer.
    const hideQuestion = db.prepare(
      "UPDATE lounges SET questions = questions - 1, unanswered = unanswered - (SELECT CASE WHEN answer IS NULL THEN 1 ELSE 0 END FROM lounge_questions WHERE class_id = @classId AND question_id = @questionId) WHERE class_id = @classId"
    )
    const questionHidden = db.prepare("UPDATE lounge_questions SET hidden = 1 WHERE class_id = ? AND question_id = ?")
    const blocked = db.prepare("INSERT OR REPLACE INTO lounge_blocks (class_id, user_id, reason, blocked_at) VALUES (?, ?, ?, ?)")
    const unblocked = db.prepare("DELETE FROM lounge_blocks WHERE class_id = ? AND user_id = ?")
    return {
      LoungeOpened: (e, ev) => opened.run(e.classId, e.title, e.streamUrl, e.countryId, e.startsAt, ev.recordedAt),
      LoungeClosed: (e) => closed.run(e.classId),
      LoungeMessagePosted: (e, ev) => {
        message.run(e.classId, e.messageId, e.userId, e.text, e.at, ev.position)
        counted.run(1, 0, 0, e.classId)
      },
      LoungeQuestionAsked: (e, ev) => {
        question.run(e.classId, e.questionId, e.userId, e.text, e.at, ev.position)
        counted.run(0, 1, 1, e.classId)
      },
      LoungeQuestionAnswered: (e, ev) => {
        answered.run(e.answer, ev.recordedAt, e.classId, e.questionId)
        counted.run(0, 0, -1, e.classId)
      },
      LoungeMessageHidden: (e) => {
        hideMessage.run(e.classId, e.messageId)
        counted.run(-1, 0, 0, e.classId)
      },
      LoungeQuestionHidden: (e) => {
        hideQuestion.run({ classId: e.classId, questionId: e.questionId })
        questionHidden.run(e.classId, e.questionId)
      },
      LoungeLearnerBlocked: (e, ev) => blocked.run(e.classId, e.learnerId, e.reason ?? null, ev.recordedAt),
      LoungeLearnerUnblocked: (e) => unblocked.run(e.classId, e.learnerId)
    }
  }
})
