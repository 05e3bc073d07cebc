/** What a progress view shows besides raw counts: share done, rate and time left. */
export interface ProgressStats {
  /** 0..1 when the total (or a byte figure) is known. */
  readonly fraction: number | undefined
  /** Units per second since the start. */
  readonly rate: number
  /** Seconds left, when both a fraction and a rate are known. */
  readonly etaSeconds: number | undefined
}

export interface ProgressInput {
  readonly done: number
  readonly total?: number | undefined
  /** A finer figure for the share done when the total is unknown, e.g. bytes read / file size. */
  readonly fraction?: number | undefined
  readonly elapsedMs: number
}

/**
 * Share done comes from done/total when the total is known, else from the caller's fraction
 * (an import knows bytes, not lines). The ETA assumes the rate so far holds, which is what
 * an operator expects from a progress bar.
 */
export const progressStats = ({ done, total, fraction, elapsedMs }: ProgressInput): ProgressStats => {
  const share = total !== undefined && total > 0 ? done / total : fraction
  const clamped = share === undefined ? undefined : Math.max(0, Math.min(1, share))
  const seconds = elapsedMs / 1000
  const rate = seconds > 0 ? done / seconds : 0
  const etaSeconds =
    clamped === undefined || clamped <= 0 || seconds <= 0 ? undefined : clamped >= 1 ? 0 : (seconds * (1 - clamped)) / clamped
  return { fraction: clamped, rate, etaSeconds }
}
