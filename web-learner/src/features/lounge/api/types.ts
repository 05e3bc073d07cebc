import type { LoungeMessageView, LoungeQuestionView, LoungeStreamTicket, LoungeView } from "../../../../../domain/api/lounge/views.ts"

/** The lounge API's shapes, taken from its contract (STYLE rule 6). */
export type Lounge = typeof LoungeView.Type
export type Message = typeof LoungeMessageView.Type
export type Question = typeof LoungeQuestionView.Type
export type Ticket = typeof LoungeStreamTicket.Type
