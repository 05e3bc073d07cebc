import { Exit } from "effect"
import type { Actor } from "../../domain/shared/decider.ts"
import type { Programme } from "./Programme.ts"

/** One fixture line, decoded as an envelope, or the reason it could not be. */
export type ImportItem =
  | {
      readonly ok: true
      readonly file: string
      readonly line: number
      readonly commandId: string
      readonly at: number
      readonly actor: Actor
      readonly type: string
      readonly payload: unknown
    }
  | {
      readonly ok: false
      readonly file: string
      readonly line: number
      readonly commandId: string | null
      readonly code: string
      readonly message: string
    }

export interface Rejection {
  readonly file: string
  readonly line: number
  readonly commandId: string | null
  readonly code: string
  /** Why, for malformed input (field paths); a rule rejection carries its details instead. */
  readonly message?: string
  readonly details?: Readonly<Record<string, unknown>>
}

export interface ImportProgress {
  readonly lines: number
  readonly accepted: number
  readonly rejected: number
  readonly repeated: number
}

export interface ImportSummary extends ImportProgress {
  readonly rejections: ReadonlyArray<Rejection>
}

export interface ImportOptions {
  /** Commands per transaction: large batches are fast and change no result. */
  readonly batchSize?: number
  readonly onBatch?: (p: ImportProgress) => void
}

/**
 * Executes fixture commands in order, each at its business time, through the domain. Lines are
 * pulled from an async source and run in batches of one transaction each; every command keeps
 * its own savepoint and idempotency record, so a batch gives the same result as one-by-one, an
 * interrupted import resumes where it stopped, and re-importing a file changes nothing.
 */
export const importCommands = async (programme: Programme, source: AsyncIterable<ImportItem>, options: ImportOptions = {}): Promise<ImportSummary> => {
  const batchSize = options.batchSize ?? 5_000
  const rejections: Array<Rejection> = []
  let lines = 0
  let accepted = 0
  let repeated = 0
  let batch: Array<ImportItem> = []

  const runOne = (item: ImportItem): void => {
    lines += 1
    if (!item.ok) {
      rejections.push({ file: item.file, line: item.line, commandId: item.commandId, code: item.code, message: item.message })
      return
    }
    const decoded = programme.handler.decode(item.type, item.payload)
    if (Exit.isFailure(decoded)) {
      const error = decoded.cause.reasons[0]
      const failure = error && "error" in error ? (error.error as { code: string; issues?: ReadonlyArray<{ path: string; message: string }> }) : undefined
      const message = failure?.issues?.map((i) => `${i.path}: ${i.message}`).join("; ") ?? "invalid input"
      // An unknown command names its type, so the operator's message can say which one.
      const details = failure?.code === "input.unknown_command" ? { details: { type: item.type } } : {}
      rejections.push({ file: item.file, line: item.line, commandId: item.commandId, code: failure?.code ?? "input.invalid", message, ...details })
      return
    }
    const handled = programme.executeSync({ commandId: item.commandId, at: item.at, actor: item.actor, command: decoded.value })
    if (handled.repeated) repeated += 1
    if (handled.outcome.status === "accepted") accepted += 1
    else rejections.push({ file: item.file, line: item.line, commandId: item.commandId, code: handled.outcome.code, details: handled.outcome.details })
  }

  const flush = (): void => {
    if (batch.length === 0) return
    const items = batch
    batch = []
    programme.batch(() => {
      for (const item of items) runOne(item)
    })
    options.onBatch?.({ lines, accepted, rejected: rejections.length, repeated })
  }

  for await (const item of source) {
    batch.push(item)
    if (batch.length >= batchSize) flush()
  }
  flush()
  return { lines, accepted, rejected: rejections.length, repeated, rejections }
}
