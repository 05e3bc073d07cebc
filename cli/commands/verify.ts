import { Command } from "commander"
import { verify } from "../../adapters/programme/verify.ts"
import { cliCatalogues, t, type CliKey } from "../i18n/t.ts"
import { action, CliError, openForReading, withDb, withJson } from "../options.ts"
import { printJson } from "../render.ts"
import { printTable } from "../table.ts"

type CheckCode = CliKey extends `verify.check.${infer C}` ? C : never
const isKnown = (code: string): code is CheckCode => Object.hasOwn(cliCatalogues["pt-BR"], `verify.check.${code}`)

export const verifyCommand = withJson(withDb(new Command("verify").description(t("verify.description")))).action(
  action(async (opts: { db: string; json?: boolean }) => {
    const programme = openForReading(opts.db)
    let report
    try {
      report = verify(programme)
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
          { header: t("column.detail"), cell: (f) => (isKnown(f.code) ? t(f.code === "table_matches_fold" ? "verify.detail.table" : "verify.detail.offenders", f.values) : f.detail) }
        ],
        rows: () => report.findings
      })
      process.stdout.write(`${t("verify.hint")}\n`)
    }
    if (!report.ok) throw new CliError(t("verify.failed"))
  })
)
