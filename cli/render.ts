import { render, renderToString, Text } from "ink"
import { createElement, type ReactElement } from "react"

/** The part of a stream the renderers need; tests pass a fake. */
export interface OutStream {
  write(chunk: string): boolean
  readonly isTTY?: boolean | undefined
  readonly columns?: number | undefined
}

/** A live view needs a terminal; CI sets CI=true even when it fakes one. */
export const isInteractive = (stream: OutStream): boolean => stream.isTTY === true && !inCi()

// As ink decides it (is-in-ci): CI=0 or CI=false means a real terminal.
const inCi = (): boolean => ["CI", "CONTINUOUS_INTEGRATION"].some((k) => k in process.env && process.env[k] !== "0" && process.env[k] !== "false")

/**
 * Prints a finished view (a table, a summary) once. ink lays it out as text; chalk adds colour
 * only when stdout is a terminal, so a pipe or a CI log receives the same aligned plain lines.
 */
export const printView = (element: ReactElement, stream: OutStream = process.stdout): void => {
  // A pipe or a log has no width: never wrap a table there.
  stream.write(`${renderToString(element, { columns: stream.isTTY === true ? (stream.columns ?? 120) : 1_000 })}\n`)
}

/**
 * One of the CLI's messages on stderr (`vitrine: …`): on a terminal wrapped between words at its
 * width, as a person reads it; elsewhere one line, as a log or a script greps it.
 */
export const printMessage = (text: string, stream: OutStream = process.stderr): void => {
  if (stream.isTTY === true) printView(createElement(Text, null, `vitrine: ${text}`), stream)
  else stream.write(`vitrine: ${text}\n`)
}

/** The machine-readable answer of a `--json` command: one JSON document on stdout, nothing else. */
export const printJson = (value: unknown, stream: OutStream = process.stdout): void => {
  stream.write(`${JSON.stringify(value, null, 2)}\n`)
}

export interface ProgressReporter<P> {
  update(progress: P): void
  /** Shows the final state and releases the terminal. */
  done(progress: P): Promise<void>
}

export interface ProgressOptions<P> {
  readonly view: (p: P) => ReactElement
  /** The view's plain twin, off a terminal; without one, progress shows only on a terminal. */
  readonly line?: (p: P) => string
  /** Share done (0..1), when known: plain output prints a line at every `everyFraction` step. */
  readonly fraction?: (p: P) => number | undefined
  /** Progress goes to stderr so that stdout stays clean for `--json` and piped data. */
  readonly stream?: OutStream
  readonly interactive?: boolean
  readonly quiet?: boolean
  readonly now?: () => number
  readonly everyMs?: number
  readonly everyFraction?: number
}

const silent: ProgressReporter<never> = { update: () => {}, done: async () => {} }

/**
 * Progress for long work. On a terminal: an ink view redrawn at most ten times a second (callers
 * may update on every line). Elsewhere ink would print only its last frame, so plain lines are
 * written instead, if the caller has them: one per 5% step or every 2 s, whichever comes first,
 * and one at the end (the 100% step's).
 */
export const startProgress = <P>(options: ProgressOptions<P>): ProgressReporter<P> => {
  if (options.quiet) return silent as ProgressReporter<P>
  const stream = options.stream ?? process.stderr
  const now = options.now ?? Date.now
  const interactive = options.interactive ?? isInteractive(stream)

  if (interactive) {
    let instance: ReturnType<typeof render> | undefined
    let last = -Infinity
    const draw = (p: P) => {
      if (instance === undefined) {
        instance = render(options.view(p), { stdout: stream as NodeJS.WriteStream, patchConsole: false, exitOnCtrlC: false })
      } else instance.rerender(options.view(p))
    }
    return {
      update: (p) => {
        const t = now()
        if (t - last < 100) return
        last = t
        draw(p)
      },
      done: async (p) => {
        draw(p)
        instance?.unmount()
        // ink settles once its last writes are flushed; never let a stuck stream hang the CLI.
        await Promise.race([instance?.waitUntilExit(), new Promise((r) => setTimeout(r, 1_000).unref())])
      }
    }
  }

  const line = options.line
  if (line === undefined) return silent as ProgressReporter<P>
  const everyMs = options.everyMs ?? 2_000
  const step = options.everyFraction ?? 0.05
  let lastAt = now()
  let lastStep = 0
  return {
    update: (p) => {
      const t = now()
      const f = options.fraction?.(p)
      const stepNow = f === undefined ? lastStep : Math.floor(f / step + 1e-9)
      // The last step is `done`'s line: printed here too, the end would show twice.
      const final = f !== undefined && f >= 1
      if ((stepNow > lastStep && !final) || t - lastAt >= everyMs) {
        stream.write(`${line(p)}\n`)
        lastAt = t
        lastStep = Math.max(lastStep, stepNow)
      }
    },
    done: async (p) => {
      stream.write(`${line(p)}\n`)
    }
  }
}
