import type { Game, GameType } from "../../../domain/game/content.ts"

/** A small game of each type to start from (the editor's "template"), winnable as it is. */
export const gameTemplates: Record<GameType, Game> = {
  true_false: { type: "true_false", errorsAllowed: 1, statements: [{ statementId: "s1", text: "…", answer: true }, { statementId: "s2", text: "…", answer: false }] },
  this_or_that: { type: "this_or_that", errorsAllowed: 1, left: "…", right: "…", items: [{ itemId: "i1", label: "…", side: "left" }, { itemId: "i2", label: "…", side: "right" }] },
  fill_blanks: { type: "fill_blanks", errorsAllowed: 2, text: "A memória [RAM] guarda os programas abertos; o [SSD|disco sólido], os arquivos." },
  flashcards: { type: "flashcards", errorsAllowed: 1, cards: [{ cardId: "c1", front: "…", back: "…" }] },
  find_pairs: { type: "find_pairs", errorsAllowed: 2, cards: [{ cardId: "k1", pairId: "p1", label: "…" }, { cardId: "k2", pairId: "p1", label: "…" }] },
  enigma: { type: "enigma", errorsAllowed: 3, riddle: "…", answer: "…", tips: ["…"] },
  drag_words: { type: "drag_words", errorsAllowed: 1, text: "Um monitor de [144] Hz com painel [IPS].", extraWords: ["60"] },
  drag_drop: { type: "drag_drop", errorsAllowed: 1, targets: [{ targetId: "t1", label: "…" }], items: [{ itemId: "d1", label: "…", targetId: "t1" }] }
}
