import { createWriteStream } from "node:fs"
import { once } from "node:events"
import type { Writable } from "node:stream"
import { Command, InvalidArgumentError } from "commander"
import { createElement } from "react"
import { COUNTRY_CODES, isCountryCode, type CountryCode } from "../../fixtures/generator/countries.ts"
import { createFixture } from "../../fixtures/generator/generateFixture.ts"
import { startProgress } from "../render.ts"
import { formatInt } from "../ui/format.ts"
import { GenerateProgress, generateProgressLine, type GenerateProgressProps } from "../ui/GenerateProgress.tsx"

const count = (name: string) => (value: string): number => {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError(`${name} must be a whole number`)
  return Number(value)
}

const countries = (value: string): CountryCode[] => {
  const codes = value.split(",").map((c) => c.trim().toUpperCase()).filter(Boolean)
  const bad = codes.filter((c) => !isCountryCode(c))
  if (codes.length === 0 || bad.length > 0) throw new InvalidArgumentError(`unknown country ${bad.join(", ")}; use some of ${COUNTRY_CODES.join(",")}`)
  return codes as CountryCode[]
}

const day = (value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) throw new InvalidArgumentError("expected a date YYYY-MM-DD")
  return value
}

interface GenerateOptions {
  readonly users: number
  readonly sales: number
  readonly seed: number
  readonly countries?: CountryCode[]
  readonly end?: string
  readonly learning?: number
  readonly out?: string
  readonly quiet?: boolean
}

/** Writes lines in ~1 MB chunks and waits when the reader is slower (a pipe, a disk). */
const streamLines = async (lines: Iterable<string>, out: Writable, onChunk: () => void): Promise<void> => {
  let chunk: string[] = []
  let size = 0
  for (const line of lines) {
    chunk.push(line)
    size += line.length + 1
    if (size >= 1 << 20) {
      if (!out.write(`${chunk.join("\n")}\n`)) await once(out, "drain")
      chunk = []
      size = 0
      onChunk()
    }
  }
  if (chunk.length > 0) out.write(`${chunk.join("\n")}\n`)
}

const generate = async (o: GenerateOptions): Promise<void> => {
  const started = Date.now()
  const fixture = createFixture({ users: o.users, sales: o.sales, seed: o.seed, ...(o.countries ? { countries: o.countries } : {}), ...(o.end ? { endDay: o.end } : {}), ...(o.learning ? { learning: o.learning } : {}) })
  const out: Writable = o.out ? createWriteStream(o.out) : process.stdout
  // `| head` closes the pipe early: that is the reader's choice, not a failure.
  out.on("error", (e: NodeJS.ErrnoException) => (e.code === "EPIPE" ? process.exit(0) : (console.error(e.message), process.exit(1))))
  const progress = startProgress<GenerateProgressProps>({ view: (p) => createElement(GenerateProgress, p), line: generateProgressLine, fraction: (p) => p.salesDone / Math.max(1, p.salesTotal), quiet: o.quiet === true })
  const figures = (): GenerateProgressProps => {
    let lines = 0
    for (const n of fixture.counts.values()) lines += n
    return { salesDone: fixture.counts.get("ReportSale") ?? 0, salesTotal: o.sales, lines, elapsedMs: Date.now() - started }
  }
  await streamLines(fixture.lines, out, () => progress.update(figures()))
  const done = figures()
  await progress.done(done)
  if (o.out) {
    out.end()
    await once(out, "finish")
  }
  const seconds = (Date.now() - started) / 1000
  const peakMb = process.resourceUsage().maxRSS / 1024
  if (!o.quiet) {
    process.stderr.write(`generated ${formatInt(done.lines)} lines (${formatInt(done.salesDone)} sales) in ${seconds.toFixed(1)} s — ${formatInt(Math.round(done.lines / seconds))} lines/s, peak memory ${formatInt(Math.round(peakMb))} MB\n`)
  }
}

export const fixturesCommand = new Command("fixtures").description("fixture files in the NDJSON command format")

fixturesCommand
  .command("generate")
  .description("stream a realistic, deterministic programme as NDJSON (to stdout unless --out)")
  .requiredOption("--users <n>", "learners to sign up", count("--users"))
  .requiredOption("--sales <n>", "ReportSale lines (intended rejections included)", count("--sales"))
  .option("--seed <n>", "seed: the same seed and options give the same bytes", count("--seed"), 1)
  .option("--countries <list>", `comma-separated subset of ${COUNTRY_CODES.join(",")}`, countries)
  .option("--end <YYYY-MM-DD>", "last simulated day (default 2026-06-12)", day)
  .option("--learning <n>", "add the demo's course catalogue, taken by n learners per course after the last day", count("--learning"))
  .option("-o, --out <file>", "write to a file instead of stdout")
  .option("-q, --quiet", "no progress or summary on stderr")
  .addHelpText("after", "\nExample:\n  vitrine fixtures generate --users 100000 --sales 1000000 --seed 7 > big.ndjson\n")
  .action(generate)
