import { Command } from "commander"
import { createElement } from "react"
import { verify, type VerifyProgress as Progress } from "../../adapters/programme/verify.ts"
import { cliCatalogues, t, type CliKey } from "../i18n/t.ts"
import { action, CliError, openForReading, withDb, withJson } from "../options.ts"
import { printJson, startProgress } from "../render.ts"
import { printTable } from "../table.ts"
import { VerifyProgress, type VerifyProgressProps } from "../ui/VerifyProgress.tsx"

type CheckCode = CliKey extends `verify.check.${infer C}` ? C : never
const detailKey: Partial<Record<string, CliKey>> = { table_matches_fold: "verify.detail.table", file_intact: "verify.detail.damage" }
const isKnown = (code: string): code is CheckCode => Object.hasOwn(cliCatalogues["pt-BR"], `verify.check.${code}`)

export const verifyCommand = withJson(withDb(new Command("verify").description(t("verify.description")))).action(
  action(async (opts: { db: string; json?: boolean }) => {
    const programme = openForReading(opts.db, { evenDamaged: true })
    let report
    try {
      // A large log takes a while (~40 s for the bench's 5.3 million events): say how far it is.
      const started = Date.now()
      let foldStarted = started
      let shown: VerifyProgressProps = { eventsDone: 0, eventsTotal: programme.log.lastPosition(), foldMs: 0, checksTotal: 0, done: false }
      // On a terminal only: off one, a check's stderr holds its verdict alone, as a report's does.
      const progress = startProgress<VerifyProgressProps>({ view: (p) => createElement(VerifyProgress, p) })
      const step = (p: Progress): void => {
        if (p.phase === "pages" && p.done === 1) foldStarted = Date.now()
        shown =
          p.phase === "pages"
            ? p.done === 1
              ? { ...shown, pagesMs: foldStarted - started }
              : shown
            : p.phase === "fold"
              ? { ...shown, eventsDone: p.done, eventsTotal: p.total, foldMs: Date.now() - foldStarted }
              : { ...shown, eventsDone: shown.eventsTotal, checksDone: p.done, checksTotal: p.total }
        progress.update(shown)
      }
      report = verify(programme, step)
      const damaged = report.findings.some((f) => f.code === "file_intact")
      await progress.done(damaged ? { ...shown, damaged, done: true } : { ...shown, eventsDone: shown.eventsTotal, checksDone: shown.checksTotal, done: true })
    } finally {
      programme.close()
    }
    if (opts.json) printJson(report)
    else if (report.ok) {
      process.stdout.write(`${t("verify.ok", { events: report.events, tables: report.tablesCompared })}\n`)
    } else {
      await printTable({
        title: t("verify.problems", { count: report.findings.length }),
        columns: [
          { header: t("column.check"), cell: (f) => (isKnown(f.code) ? t(`verify.check.${f.code}`, f.values) : f.check), color: () => "red" },
          { header: t("column.detail"), cell: (f) => (isKnown(f.code) ? t(detailKey[f.code] ?? "verify.detail.offenders", f.values) : f.detail) }
        ],
        rows: () => report.findings
      })
      const damaged = report.findings.some((f) => f.code === "file_intact")
      process.stdout.write(`${t(damaged ? "verify.hintDamaged" : "verify.hint")}\n`)
    }
    if (!report.ok) throw new CliError(t("verify.failed"))
  })
)
