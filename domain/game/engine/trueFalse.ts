import type { GameOf } from "../content.ts"
import { answerEach } from "./answerEach.ts"

/** Each statement judged true or false once. */
export const trueFalse = answerEach<GameOf<"true_false">, boolean>((g) => g.statements.map((s) => ({ id: s.statementId, answer: s.answer })))
