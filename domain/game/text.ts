/** A gap text in pieces: plain text and gaps, each gap with its accepted answers. */
export type Piece = { readonly kind: "text"; readonly text: string } | { readonly kind: "gap"; readonly answers: ReadonlyArray<string> }

export const pieces = (text: string): ReadonlyArray<Piece> =>
  text.split(/(\[[^\]]*\])/).flatMap((part): ReadonlyArray<Piece> => {
    if (part === "") return []
    if (part.startsWith("[") && part.endsWith("]"))
      return [{ kind: "gap", answers: part.slice(1, -1).split("|").map((a) => a.trim()).filter((a) => a !== "") }]
    return [{ kind: "text", text: part }]
  })

export const gapsOf = (text: string) => pieces(text).flatMap((p) => (p.kind === "gap" ? [p.answers] : []))

/**
 * How answers compare: case, accents and extra spaces do not count ("Memória RAM" = "memoria  ram"),
 * so a learner on a phone keyboard without accents is not marked wrong (DESIGN §4.11).
 */
export const normalize = (s: string): string =>
  s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase("en-US").trim().replace(/\s+/g, " ")

/** The letters an enigma's answer is solved by (normalized; spaces and signs are given). */
export const isLetter = (c: string) => /[\p{L}\p{N}]/u.test(c)
