import { Command } from "commander"
import { createElement } from "react"
import { Programme } from "../../adapters/programme/Programme.ts"
import { importCommands, type ImportSummary } from "../../adapters/programme/importer.ts"
import { items } from "../fixtureItems.ts"
import { openNdjson } from "../ndjson.ts"
import { translate } from "../../domain/i18n/translate.ts"
import { action, CliError, cliLocale, withDb, withJson } from "../options.ts"
import { printJson, printView, startProgress } from "../render.ts"
import { ImportProgress, importProgressLine, type ImportProgressProps } from "../ui/ImportProgress.tsx"
import { RejectionSummary } from "../ui/RejectionSummary.tsx"
import { summarizeRejections } from "../ui/summarizeRejections.ts"

/** Streams the files through the importer with a progress view on stderr. */
export const importFiles = async (programme: Programme, files: ReadonlyArray<string>, options: { batchSize?: number; quiet?: boolean } = {}): Promise<ImportSummary> => {
  const stream = await openNdjson(files).catch((e: Error) => {
    throw new CliError(`cannot read ${e.message}`)
  })
  const started = Date.now()
  const view = (s: { lines: number; accepted: number; rejected: number }): ImportProgressProps => ({
    linesDone: s.lines,
    fraction: stream.totalBytes > 0 ? stream.bytesRead() / stream.totalBytes : 1,
    accepted: s.accepted,
    rejected: s.rejected,
    elapsedMs: Date.now() - started,
    label: files.length === 1 ? files[0] : `${files.length} files`
  })
  const progress = startProgress<ImportProgressProps>({
    view: (p) => createElement(ImportProgress, p),
    line: importProgressLine,
    fraction: (p) => p.fraction,
    quiet: options.quiet ?? false
  })
  const summary = await importCommands(programme, items(stream), { batchSize: options.batchSize ?? 5000, onBatch: (s) => progress.update(view(s)) })
  await progress.done(view(summary))
  return summary
}

export const importCommand = withJson(
  withDb(
    new Command("import")
      .description("execute the commands of NDJSON fixture files through the domain (rules apply; re-importing changes nothing)")
      .argument("<files...>", "fixture files, one command per line")
      .option("--batch-size <n>", "commands per transaction", (v) => Number.parseInt(v, 10), 5000)
  )
).action(
  action(async (files: Array<string>, opts: { db: string; json?: boolean; batchSize: number }) => {
    if (!Number.isInteger(opts.batchSize) || opts.batchSize < 1) throw new CliError("--batch-size must be a positive whole number", 2)
    // Bulk work may run at synchronous=NORMAL: a crash loses at most the last batches, which a re-run redoes.
    const programme = Programme.open(opts.db, { durability: "normal" })
    let summary: ImportSummary
    try {
      summary = await importFiles(programme, files, { batchSize: opts.batchSize, quiet: opts.json === true && !process.stderr.isTTY })
    } finally {
      programme.close()
    }
    const locale = cliLocale()
    if (opts.json) {
      printJson({ accepted: summary.accepted, rejected: summary.rejections.map((r) => ({ line: r.line, commandId: r.commandId, code: r.code })) })
      return
    }
    printView(
      createElement(RejectionSummary, {
        accepted: summary.accepted,
        ...summarizeRejections(
          summary.rejections.map((r) => ({
            line: r.line,
            commandId: r.commandId ?? undefined,
            code: r.code,
            file: r.file,
            message: r.details ? translate(r.code, locale, r.details) : r.message
          }))
        ),
        showFile: files.length > 1
      })
    )
    if (summary.repeated > 0) process.stdout.write(`${summary.repeated} command(s) had been imported before and changed nothing.\n`)
  })
)
