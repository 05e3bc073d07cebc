import { Command } from "commander"
import { createElement } from "react"
import { verify } from "../../adapters/programme/verify.ts"
import { action, CliError, openExisting, withDb, withJson } from "../options.ts"
import { printJson, printView } from "../render.ts"
import { Table } from "../ui/Table.tsx"
import { formatInt } from "../ui/format.ts"

export const verifyCommand = withJson(
  withDb(new Command("verify").description("check every read model against a fresh fold of the log, and the ledger invariants"))
).action(
  action((opts: { db: string; json?: boolean }) => {
    const programme = openExisting(opts.db)
    let report
    try {
      report = verify(programme)
    } finally {
      programme.close()
    }
    if (opts.json) printJson(report)
    else if (report.ok) {
      process.stdout.write(`ok: ${formatInt(report.events)} events, ${report.tablesCompared} read models equal a fresh fold of the log; every ledger invariant holds.\n`)
    } else {
      printView(
        createElement(Table<{ check: string; detail: string }>, {
          title: `verify found ${report.findings.length} problem(s)`,
          columns: [
            { header: "check", cell: (f) => f.check, color: () => "red" },
            { header: "detail", cell: (f) => f.detail }
          ],
          rows: report.findings
        })
      )
      process.stdout.write("Rebuild the read models from the log with 'vitrine projections rebuild'.\n")
    }
    if (!report.ok) throw new CliError("verification failed")
  })
)
