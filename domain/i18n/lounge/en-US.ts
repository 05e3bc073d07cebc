import type { loungePtBR } from "./pt-BR.ts"

export const loungeEnUS: Record<keyof typeof loungePtBR, string> = {
  "lounge.not_found": "We could not find the lounge of webinar {classId}.",
  "lounge.already_exists": "The lounge of webinar {classId} is already open.",
  "lounge.closed": "This webinar's lounge has closed: it takes no more messages.",
  "lounge.entry_refused": "This lounge is for another audience: you cannot take part in it.",
  "lounge.not_subscribed": "Subscribe to the webinar first: the lounge is for its subscribers.",
  "lounge.blocked": "The moderators blocked your messages in this lounge. You can still watch.",
  "lounge.too_fast": "You are writing too fast (up to {limit} messages in {windowSeconds} seconds). Try again in {retryAfterSeconds} seconds.",
  "loungemessage.not_found": "We could not find message {messageId} in this lounge.",
  "loungequestion.not_found": "We could not find question {questionId} in this lounge.",
  "lounge.item_already_exists": "A message or question with id {id} already exists.",
  "lounge.question_already_answered": "This question has already been answered.",
  "lounge.learner_already_blocked": "This person is already blocked in this lounge.",
  "lounge.learner_not_blocked": "This person is not blocked in this lounge."
}
