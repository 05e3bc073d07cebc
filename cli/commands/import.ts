import { Command, Option } from "commander"
import { createElement } from "react"
import { Programme } from "../../adapters/programme/Programme.ts"
import { defaultBatchSize, deferrable, importCommands, pipelinedBatchSize, worthDeferring, worthPipelining, type ImportSummary } from "../../adapters/programme/importer.ts"
import { translate } from "../../domain/i18n/translate.ts"
import { describeFileError } from "../errors.ts"
import { type FieldCheck, fieldCheckOf, items } from "../fixtureItems.ts"
import { sayOnInterrupt } from "../interrupt.ts"
import { t } from "../i18n/t.ts"
import { openNdjson, STDIN } from "../ndjson.ts"
import { action, CliError, cliLocale, openOrCreate, wholeNumber, withDb, withJson } from "../options.ts"
import { printJson, printMessage, printView, startProgress } from "../render.ts"
import { printTable } from "../table.ts"
import { formatInt } from "../ui/format.ts"
import { meantName } from "../meant.ts"
import { ignoredFieldsTally, type IgnoredField } from "../unknownFields.ts"
import { localizedIssues } from "../schemaIssues.ts"
import { ImportProgress, importProgressLine, type ImportProgressProps } from "../ui/ImportProgress.tsx"
import { RejectionSummary } from "../ui/RejectionSummary.tsx"
import { summarizeRejections } from "../ui/summarizeRejections.ts"

/** Lines that never became a command: the file is at fault, not the programme's rules. */
export const undecodable: ReadonlySet<string> = new Set(["input.bad_encoding", "input.bad_json", "input.invalid_envelope", "input.unknown_command", "input.invalid", "input.damaged", "input.line_too_long"])

/** How long a pipe may keep the import waiting before the lines it gave are committed. */
const commitWhenIdleMs = 1_000

/** Streams the files through the importer with a progress view on stderr. */
export const importFiles = async (
  programme: Programme,
  files: ReadonlyArray<string>,
  options: { batchSize?: number; quiet?: boolean; writerThread?: boolean; label?: string; onIgnoredFields?: FieldCheck["found"] } = {}
): Promise<ImportSummary> => {
  const stream = await openNdjson(files).catch((e: NodeJS.ErrnoException) => {
    throw new CliError(describeFileError(e, e.path ?? files.join(", ")))
  })
  const started = Date.now()
  const view = (s: { lines: number; accepted: number; rejected: number }): ImportProgressProps => ({
    linesDone: s.lines,
    // A pipe's length is unknown until it ends: lines and rate, but no bar or time left.
    fraction: !stream.sized ? undefined : stream.totalBytes > 0 ? stream.bytesRead() / stream.totalBytes : 1,
    accepted: s.accepted,
    rejected: s.rejected,
    elapsedMs: Date.now() - started,
    label: options.label ?? (files.length > 1 ? t("import.files", { count: files.length }) : files[0] === STDIN ? t("import.stdin") : files[0])
  })
  const progress = startProgress<ImportProgressProps>({
    view: (p) => createElement(ImportProgress, p),
    line: importProgressLine,
    fraction: (p) => p.fraction,
    quiet: options.quiet ?? false
  })
  const fieldCheck = options.onIgnoredFields && fieldCheckOf(programme, options.onIgnoredFields)
  let summary
  try {
    summary = await importCommands(programme, items(stream, fieldCheck), {
      ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
      onBatch: (s) => progress.update(view(s)),
      ...(worthDeferring(stream.textBytes, databaseBytes(programme)) ? { deferIndexes: deferrable } : {}),
      pipeline: options.writerThread ?? worthPipelining(stream.textBytes),
      formatIssues: localizedIssues,
      // A pipe may go quiet for long (`tail -f`): what it gave is committed after a second's wait.
      ...(stream.sized ? {} : { commitWhenIdleMs: commitWhenIdleMs })
    })
  } finally {
    // A failed import must not wait for a pipe that may never speak again.
    stream.close()
  }
  await progress.done(view(summary))
  return summary
}

/**
 * Fields decoding dropped, said after the summary: not a failure (every line decoded, and the
 * exit code says so), but data the file meant to give that the log did not take.
 */
const printIgnoredFields = async (ignored: { lines: number; fields: ReadonlyArray<IgnoredField> }, showFile: boolean): Promise<void> => {
  if (ignored.lines === 0) return
  const shown = ignored.fields.slice(0, 10)
  printMessage(t("import.ignoredFields", { count: ignored.lines }))
  await printTable(
    {
      columns: [
        { header: t("column.field"), cell: (f: IgnoredField) => f.path, shrinkTo: 16 },
        { header: t("column.lines"), cell: (f) => formatInt(f.lines), align: "right" },
        { header: t("column.firstLine"), cell: (f) => (showFile ? `${f.first.file}:${f.first.line}` : formatInt(f.first.line)), align: showFile ? "left" : "right" },
        { header: t("column.meant"), cell: (f) => f.meant ?? "" }
      ],
      rows: () => shown
    },
    process.stderr
  )
  const more = ignored.fields.length - shown.length
  if (more > 0) process.stderr.write(`${t("import.ignoredMore", { count: more })}\n`)
}

/** An unknown command's message, naming the command it was likely meant as. */
const withMeant = (message: string, rejection: { code: string; details?: Record<string, unknown> | undefined }, known: ReadonlyArray<string>): string => {
  const type = rejection.details?.["type"]
  const meant = rejection.code === "input.unknown_command" && typeof type === "string" ? meantName(type, known) : undefined
  return meant === undefined ? message : `${message} ${t("import.meantCommand", { type: meant })}`
}

const databaseBytes = (programme: Programme): number =>
  (programme.db.pragma("page_count", { simple: true }) as number) * (programme.db.pragma("page_size", { simple: true }) as number)

export const importCommand = withJson(
  withDb(
    new Command("import")
      .description(t("import.description"))
      .argument("<files...>", t("import.argument"))
      .addOption(new Option("--batch-size <n>", t("import.batchSize", { oneThread: defaultBatchSize, writerThread: pipelinedBatchSize })).argParser(wholeNumber("--batch-size", 1)))
      .addOption(new Option("--writer-thread", t("import.writerThread")))
      .addOption(new Option("--no-writer-thread", t("import.noWriterThread")))
  )
).action(
  action(async (files: Array<string>, opts: { db: string; json?: boolean; batchSize?: number; writerThread?: boolean }) => {
    // Bulk work may run at synchronous=NORMAL: a crash loses at most the last batches, which a re-run redoes.
    const programme = openOrCreate(opts.db, "normal")
    const { commandTypes } = programme.handler
    const quiet = sayOnInterrupt(() => t("import.interrupted"))
    const ignored = ignoredFieldsTally()
    let summary: ImportSummary
    try {
      summary = await importFiles(programme, files, {
        onIgnoredFields: ignored.found,
        ...(opts.batchSize === undefined ? {} : { batchSize: opts.batchSize }),
        quiet: opts.json === true && !process.stderr.isTTY,
        ...(opts.writerThread === undefined ? {} : { writerThread: opts.writerThread })
      })
    } finally {
      quiet()
      programme.close()
    }
    // Rule rejections are normal outcomes (exit 0); a line that never decoded is the file's fault (exit 1).
    // A damaged file is said on its own line (where it broke off), not counted as a bad line.
    const damaged = summary.rejections.filter((r) => r.code === "input.damaged")
    const broken = summary.rejections.filter((r) => undecodable.has(r.code) && r.code !== "input.damaged").length
    if (broken > 0 || damaged.length > 0) process.exitCode = 1
    if (opts.json) {
      printJson({ accepted: summary.accepted, rejected: summary.rejections.map((r) => ({ line: r.line, commandId: r.commandId, code: r.code })) })
    } else {
      const locale = cliLocale()
      printView(
        createElement(RejectionSummary, {
          accepted: summary.accepted,
          ...summarizeRejections(
            summary.rejections.map((r) => ({
              line: r.line,
              commandId: r.commandId ?? undefined,
              code: r.code,
              file: r.file,
              message: r.details ? withMeant(translate(r.code, locale, r.details), r, commandTypes) : r.message
            }))
          ),
          showFile: files.length > 1
        })
      )
      if (summary.repeated > 0) process.stdout.write(`${t("import.repeated", { count: summary.repeated })}\n`)
    }
    await printIgnoredFields(ignored.result(), files.length > 1)
    if (broken > 0) printMessage(t("import.undecodable", { count: broken, imported: summary.lines - broken - damaged.length }))
    for (const d of damaged) printMessage(d.file === STDIN ? t("input.damagedStdin", { line: d.line - 1 }) : t("input.damaged", { file: d.file, line: d.line - 1 }))
    // Not a failure (nothing was refused), but `zcat missing.gz | vitrine import -` ends here too.
    if (summary.lines === 0) printMessage(t("import.nothing", { count: files.length }))
  })
)
