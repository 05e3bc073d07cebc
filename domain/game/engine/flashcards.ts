import type { GameOf } from "../content.ts"
import { answerEach } from "./answerEach.ts"

/** Self-marked: after turning a card the learner says whether they knew it; "I did not" counts as an error. */
export const flashcards = answerEach<GameOf<"flashcards">, boolean>((g) => g.cards.map((c) => ({ id: c.cardId, answer: true })))
