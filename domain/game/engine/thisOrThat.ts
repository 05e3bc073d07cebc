import type { GameOf } from "../content.ts"
import { answerEach } from "./answerEach.ts"

/** Each item sent to one of the two sides once. */
export const thisOrThat = answerEach<GameOf<"this_or_that">, "left" | "right">((g) => g.items.map((i) => ({ id: i.itemId, answer: i.side })))
