/** Programme levels: 1 Junior, 2 Creator, 3 Influencer. */
export type Level = 1 | 2 | 3

/** The multiplier of the level a user holds when a sale is recorded. */
export const multiplierOf = (level: Level): number => (level === 3 ? 2 : level === 2 ? 1.5 : 1)

/** Half up, on whole points: 37.5 → 38. Inputs are non-negative. */
export const roundHalfUp = (x: number): number => Math.floor(x + 0.5)

export const creditedPoints = (basePoints: number, level: Level): number => roundHalfUp(basePoints * multiplierOf(level))

/** Invoice numbers compare trimmed, upper-cased, with inner spaces removed. */
export const normalizeInvoice = (raw: string): string => raw.trim().toUpperCase().replace(/\s+/g, "")
