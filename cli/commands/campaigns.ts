import { Command } from "commander"
import * as reports from "../../adapters/programme/reports.ts"
import { t } from "../i18n/t.ts"
import { action, openForReading, withDb, withJson } from "../options.ts"
import { printJsonRows } from "../output.ts"
import { printTable, type Column } from "../table.ts"
import { formatInt } from "../ui/format.ts"
import { statusLabel } from "../vocabulary.ts"

const num = (header: string, value: (c: reports.CampaignRow) => number): Column<reports.CampaignRow> => ({ header, align: "right", cell: (c) => formatInt(value(c)) })

/** The campaign table `campaigns list` and `demo` show. */
export const campaignColumns = (): ReadonlyArray<Column<reports.CampaignRow>> => [
  { header: t("column.country"), cell: (c) => c.country },
  { header: "campaignId", cell: (c) => c.campaignId },
  { header: t("column.name"), cell: (c) => c.name, shrinkTo: 16 },
  { header: t("column.dates"), cell: (c) => `${c.begins} → ${c.ends}` },
  { header: t("column.status"), cell: (c) => statusLabel(c.status), color: (c) => (c.status === "open" ? "green" : c.status === "closed" ? "gray" : "yellow") },
  num(t("column.participants"), (c) => c.participants),
  num(t("column.sales"), (c) => c.sales),
  num(t("column.toAudit"), (c) => c.awaiting),
  num(t("column.points"), (c) => c.points)
]

const list = withJson(
  withDb(new Command("list").description(t("campaigns.list.description")).option("--country <code>", t("campaigns.list.country"), (c: string) => c.trim().toUpperCase()))
).action(
  action(async (opts: { db: string; json?: boolean; country?: string }) => {
    const programme = openForReading(opts.db)
    try {
      const rows = reports.campaigns(programme.db, opts.country)
      if (opts.json) return await printJsonRows(rows)
      await printTable({ columns: campaignColumns(), rows: () => rows, empty: t(opts.country ? "campaigns.noneInCountry" : "campaigns.none", { country: opts.country ?? "" }) })
      if (rows.length > 0) process.stdout.write(`\n${t("campaigns.legend")}\n`)
    } finally {
      programme.close()
    }
  })
)

export const campaignsCommand = new Command("campaigns").description(t("campaigns.description")).addCommand(list)
