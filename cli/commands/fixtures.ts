import { createWriteStream, statSync } from "node:fs"
import { once } from "node:events"
import type { Writable } from "node:stream"
import { Command, InvalidArgumentError } from "commander"
import { createElement } from "react"
import { COUNTRY_CODES, isCountryCode, type CountryCode } from "../../fixtures/generator/countries.ts"
import { createFixture } from "../../fixtures/generator/generateFixture.ts"
import { describeFileError } from "../errors.ts"
import { partialFile } from "../partialFile.ts"
import { t } from "../i18n/t.ts"
import { action, fileName, wholeNumber } from "../options.ts"
import { printMessage, startProgress } from "../render.ts"
import { GenerateProgress, generateProgressLine, type GenerateProgressProps } from "../ui/GenerateProgress.tsx"
import { peakMemoryMb } from "../peakMemory.ts"

const countries = (value: string): CountryCode[] => {
  const codes = value.split(",").map((c) => c.trim().toUpperCase()).filter(Boolean)
  const bad = codes.filter((c) => !isCountryCode(c))
  if (codes.length === 0 || bad.length > 0) throw new InvalidArgumentError(t("fixtures.unknownCountry", { bad: bad.join(", "), known: COUNTRY_CODES.join(",") }))
  return codes as CountryCode[]
}

const day = (value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) throw new InvalidArgumentError(t("usage.date"))
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

/** Whether `path` names a regular file, or nothing yet. */
const isFileOrAbsent = (path: string): boolean => {
  try {
    return statSync(path).isFile()
  } catch {
    return true
  }
}

const generate = async (options: GenerateOptions): Promise<void> => {
  // `-` is standard output, as it is standard input to import (it made a file named "-").
  const { out: named, ...rest } = options
  const o: GenerateOptions = named === "-" || named === undefined ? rest : { ...rest, out: named }
  const started = Date.now()
  const fixture = createFixture({ users: o.users, sales: o.sales, seed: o.seed, ...(o.countries ? { countries: o.countries } : {}), ...(o.end ? { endDay: o.end } : {}), ...(o.learning ? { learning: o.learning } : {}) })
  // Written beside the file and renamed once whole: a Ctrl-C left the first 80 MB of a fixture under
  // its final name, without a word, to be imported later as if it were all of it.
  // Only for a file: `--out /dev/stdout` or a named pipe is written as it is, and renaming over a
  // device would replace it (as root, /dev/full became a regular file).
  const partial = o.out === undefined || !isFileOrAbsent(o.out) ? undefined : partialFile(o.out, () => t("fixtures.interrupted", { file: o.out! }))
  const out: Writable = o.out === undefined ? process.stdout : createWriteStream(partial?.path ?? o.out)
  // Standard output's failures (a closed pipe, a full disk) are handled once for every command (cli/output.ts).
  if (o.out !== undefined) out.on("error", (e: NodeJS.ErrnoException) => (partial?.discard(), printMessage(describeFileError(e, o.out!)), process.exit(1)))
  const progress = startProgress<GenerateProgressProps>({ view: (p) => createElement(GenerateProgress, p), line: generateProgressLine, fraction: (p) => p.salesDone / Math.max(1, p.salesTotal), quiet: o.quiet === true })
  const figures = (): GenerateProgressProps => {
    let lines = 0
    for (const n of fixture.counts.values()) lines += n
    return { salesDone: fixture.counts.get("ReportSale") ?? 0, salesTotal: o.sales, lines, elapsedMs: Date.now() - started }
  }
  await streamLines(fixture.lines, out, () => progress.update(figures()))
  const done = figures()
  await progress.done(done)
  if (o.out !== undefined) {
    out.end()
    await once(out, "finish")
    partial?.commit()
  }
  const seconds = (Date.now() - started) / 1000
  const peakMb = peakMemoryMb()
  if (!o.quiet) {
    process.stderr.write(`${t("fixtures.generated", { lines: done.lines, sales: done.salesDone, seconds, rate: Math.round(done.lines / seconds), peakMb: Math.round(peakMb) })}\n`)
  }
}

export const fixturesCommand = new Command("fixtures").description(t("fixtures.description"))

fixturesCommand
  .command("generate")
  .description(t("fixtures.generate.description"))
  .requiredOption("--users <n>", t("fixtures.users"), wholeNumber("--users", 1))
  .requiredOption("--sales <n>", t("fixtures.sales"), wholeNumber("--sales"))
  .option("--seed <n>", t("fixtures.seed"), wholeNumber("--seed"), 1)
  .option("--countries <list>", t("fixtures.countries", { known: COUNTRY_CODES.join(",") }), countries)
  .option("--end <date>", t("fixtures.end"), day)
  .option("--learning <n>", t("fixtures.learning"), wholeNumber("--learning"))
  .option("-o, --out <file>", t("fixtures.out"), fileName("--out"))
  .option("-q, --quiet", t("fixtures.quiet"))
  .addHelpText("after", `\n${t("fixtures.example")}\n  vitrine fixtures generate --users 100000 --sales 1000000 --seed 7 > big.ndjson\n`)
  .action(action(generate))
