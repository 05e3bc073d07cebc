/** One rejected or malformed fixture line, as `import --json` lists it (DESIGN §6). */
export interface Rejection {
  readonly line: number
  readonly commandId?: string | undefined
  readonly code: string
  readonly file?: string | undefined
  /** What the operator reads: the localized message of the code, or the decode issues. */
  readonly message?: string | undefined
}

export interface RejectionSummaryData {
  readonly total: number
  /** Most frequent code first; ties by code so the order is stable. */
  readonly byCode: ReadonlyArray<{ readonly code: string; readonly count: number }>
  readonly examples: ReadonlyArray<Rejection>
}

/**
 * Folds rejections into counts per code plus the first few examples. An import can feed it one
 * rejection at a time (`add`) so a million rejected lines cost a map of codes, not a list.
 */
export class RejectionTally {
  private readonly counts = new Map<string, number>()
  private readonly firsts: Rejection[] = []
  private n = 0
  private readonly keepExamples: number

  constructor(keepExamples = 5) {
    this.keepExamples = keepExamples
  }

  add(rejection: Rejection): void {
    this.n += 1
    this.counts.set(rejection.code, (this.counts.get(rejection.code) ?? 0) + 1)
    if (this.firsts.length < this.keepExamples) this.firsts.push(rejection)
  }

  summary(): RejectionSummaryData {
    const byCode = [...this.counts].map(([code, count]) => ({ code, count }))
    byCode.sort((a, b) => b.count - a.count || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    return { total: this.n, byCode, examples: [...this.firsts] }
  }
}

export const summarizeRejections = (rejections: Iterable<Rejection>, keepExamples = 5): RejectionSummaryData => {
  const tally = new RejectionTally(keepExamples)
  for (const r of rejections) tally.add(r)
  return tally.summary()
}
