import type { Writable } from "node:stream"
import { t } from "./i18n/t.ts"

/** The reader of our output went away (`vitrine … | head`): its choice, not a failure. */
export class ReaderGone extends Error {
  constructor() {
    super("the reader closed the pipe")
  }
}

const isClosedPipe = (e: unknown): boolean => (e as NodeJS.ErrnoException | undefined)?.code === "EPIPE"

/**
 * A write to a pipe whose reader has gone fails with EPIPE, emitted as an 'error' event on the
 * next tick: unhandled, Node prints a stack and exits 1. Once the reader is gone nobody reads the
 * rest, so the process ends quietly, with the exit code a failure may already have set (else 0).
 * Any other failure of the output (`> report.txt` on a full disk) leaves it incomplete: said on
 * stderr when stdout failed, and exit 1.
 */
export const handleOutputFailures = (streams: ReadonlyArray<NodeJS.WriteStream> = [process.stdout, process.stderr]): void => {
  for (const stream of streams) {
    stream.on("error", (e: NodeJS.ErrnoException) => {
      if (isClosedPipe(e)) process.exit(process.exitCode ?? 0)
      // stderr's own failure has nowhere to be said.
      if (stream !== process.stderr) process.stderr.write(`vitrine: ${outputFailure(e)}\n`)
      process.exit(1)
    })
  }
}

/** Why the standard output stopped, in the operator's words. */
const outputFailure = (e: NodeJS.ErrnoException): string =>
  e.code === "ENOSPC" ? t("output.noSpace") : t("output.failed", { reason: e.code ?? e.message })

/** The part of a stream that `LineWriter` needs; tests pass a fake. */
export type LineSink = Pick<Writable, "write" | "once" | "off"> & { readonly destroyed: boolean; readonly writableNeedDrain?: boolean }

/**
 * Writes many lines in chunks of ~64 kB and waits while the reader is slower, so a report of a
 * million rows holds one chunk in memory, never the whole text. Once the reader has gone (the
 * stream is destroyed after EPIPE) it throws ReaderGone, which ends the command's loop.
 */
export class LineWriter {
  private chunk: Array<string> = []
  private size = 0
  private readonly sink: LineSink

  constructor(sink: LineSink = process.stdout) {
    this.sink = sink
  }

  async line(text: string): Promise<void> {
    this.chunk.push(text)
    this.size += text.length + 1
    if (this.size >= 64 * 1024) await this.flush()
  }

  async flush(): Promise<void> {
    if (this.chunk.length === 0) return
    const text = `${this.chunk.join("\n")}\n`
    this.chunk = []
    this.size = 0
    if (this.sink.destroyed) throw new ReaderGone()
    if (!this.sink.write(text)) await drained(this.sink)
    if (this.sink.destroyed) throw new ReaderGone()
  }
}

const drained = (sink: LineSink): Promise<void> =>
  new Promise((resolve, reject) => {
    const done = () => {
      sink.off("drain", done)
      sink.off("close", gone)
      sink.off("error", gone)
      resolve()
    }
    const gone = () => {
      sink.off("drain", done)
      sink.off("close", gone)
      sink.off("error", gone)
      reject(new ReaderGone())
    }
    sink.once("drain", done)
    sink.once("close", gone)
    sink.once("error", gone)
  })

/**
 * Prints rows as one JSON array, a row at a time, laid out as `JSON.stringify(rows, null, 2)`
 * would: scripts get the same document, and a million rows never sit in memory as one string.
 */
export const printJsonRows = async (rows: Iterable<unknown>, sink: LineSink = process.stdout): Promise<void> => {
  const out = new LineWriter(sink)
  let previous: string | undefined
  for (const row of rows) {
    if (previous === undefined) await out.line("[")
    else await out.line(`${previous},`)
    previous = JSON.stringify(row, null, 2).replace(/^/gm, "  ")
  }
  if (previous === undefined) await out.line("[]")
  else {
    await out.line(previous)
    await out.line("]")
  }
  await out.flush()
}
