import type { ResourceSpec } from "../resource.ts"

/** Webinar lounges (DESIGN §4.9), the open ones with the most questions waiting first within a day. */
export const loungesResource: ResourceSpec = {
  name: "lounges",
  from: "lounges l",
  id: "l.class_id",
  fields: {
    id: "l.class_id",
    classId: "l.class_id",
    title: "l.title",
    streamUrl: "l.stream_url",
    country: "l.country",
    startsAt: "l.starts_at",
    status: "l.status",
    openedAt: "l.opened_at",
    messages: "l.messages",
    questions: "l.questions",
    unanswered: "l.unanswered",
    instructorId: "(SELECT instructor_id FROM classes k WHERE k.class_id = l.class_id)"
  },
  filters: { country: "l.country", status: "l.status", instructorId: "(SELECT instructor_id FROM classes k WHERE k.class_id = l.class_id)" },
  search: ["l.title LIKE ?", "l.class_id LIKE ?"],
  scope: "l.country = ?",
  defaultSort: ["startsAt", "DESC"],
  roles: ["admin", "instructor"],
  instructorFilter: "instructorId"
}

/** A lounge's chat lines (filter `classId`), hidden ones included for the moderators. */
export const loungeMessagesResource: ResourceSpec = {
  name: "lounge-messages",
  from: "lounge_messages m",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = m.user_id",
  id: "m.class_id || ':' || m.message_id",
  fields: {
    id: "m.class_id || ':' || m.message_id",
    classId: "m.class_id",
    messageId: "m.message_id",
    userId: "m.user_id",
    authorName: "pd.full_name",
    text: "m.text",
    postedAt: "m.posted_at",
    position: "m.position",
    hidden: "m.hidden",
    instructorId: "(SELECT instructor_id FROM classes k WHERE k.class_id = m.class_id)"
  },
  filters: { classId: "m.class_id", userId: "m.user_id", hidden: "m.hidden", instructorId: "(SELECT instructor_id FROM classes k WHERE k.class_id = m.class_id)" },
  search: ["m.text LIKE ?"],
  scope: "m.class_id IN (SELECT class_id FROM lounges WHERE country = ?)",
  booleans: ["hidden"],
  defaultSort: ["position", "DESC"],
  roles: ["admin", "instructor"],
  instructorFilter: "instructorId"
}

/** The questions queue (filter `classId`, `answered`): the oldest unanswered first for the instructor. */
export const loungeQuestionsResource: ResourceSpec = {
  name: "lounge-questions",
  from: "lounge_questions q",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = q.user_id",
  id: "q.class_id || ':' || q.question_id",
  fields: {
    id: "q.class_id || ':' || q.question_id",
    classId: "q.class_id",
    questionId: "q.question_id",
    userId: "q.user_id",
    authorName: "pd.full_name",
    text: "q.text",
    askedAt: "q.asked_at",
    position: "q.position",
    answer: "q.answer",
    answeredAt: "q.answered_at",
    answered: "q.answer IS NOT NULL",
    hidden: "q.hidden",
    instructorId: "(SELECT instructor_id FROM classes k WHERE k.class_id = q.class_id)"
  },
  filters: {
    instructorId: "(SELECT instructor_id FROM classes k WHERE k.class_id = q.class_id)",
    classId: "q.class_id",
    userId: "q.user_id",
    hidden: "q.hidden",
    answered: (value: string) => ({ sql: value === "true" ? "q.answer IS NOT NULL" : "q.answer IS NULL", params: [] })
  },
  search: ["q.text LIKE ?"],
  scope: "q.class_id IN (SELECT class_id FROM lounges WHERE country = ?)",
  booleans: ["hidden", "answered"],
  defaultSort: ["position", "ASC"],
  roles: ["admin", "instructor"],
  instructorFilter: "instructorId"
}
