import { Command, InvalidArgumentError } from "commander"
import * as reports from "../../adapters/programme/reports.ts"
import { countryCodes } from "../../domain/rules/countryTable.ts"
import { t } from "../i18n/t.ts"
import { action, openForReading, withDb, withJson } from "../options.ts"
import { printJsonRows } from "../output.ts"
import { printTable, type Column } from "../table.ts"
import { formatInt } from "../ui/format.ts"
import { statusLabel } from "../vocabulary.ts"

const num = (header: string, value: (c: reports.CampaignRow) => number): Column<reports.CampaignRow> => ({ header, align: "right", cell: (c) => formatInt(value(c)) })

const columns = () =>
  ({
    country: { header: t("column.country"), cell: (c) => c.country },
    id: { header: "campaignId", cell: (c) => c.campaignId },
    name: { header: t("column.name"), cell: (c) => c.name, shrinkTo: 16 },
    dates: { header: t("column.dates"), cell: (c) => `${c.begins} → ${c.ends}` },
    status: { header: t("column.status"), cell: (c) => statusLabel(c.status), color: (c) => (c.status === "open" ? "green" : c.status === "closed" ? "gray" : "yellow") },
    participants: num(t("column.participants"), (c) => c.participants),
    sales: num(t("column.sales"), (c) => c.sales),
    toAudit: num(t("column.toAudit"), (c) => c.awaiting),
    points: num(t("column.points"), (c) => c.points)
  }) satisfies Record<string, Column<reports.CampaignRow>>

/** The campaign table of `campaigns list`. */
export const campaignColumns = (): ReadonlyArray<Column<reports.CampaignRow>> => {
  const c = columns()
  return [c.country, c.id, c.name, c.dates, c.status, c.participants, c.sales, c.toAudit, c.points]
}

/** The demo's welcome: what each campaign is and the work it holds, in an 80-column window; `campaigns list` has the rest. */
export const campaignSummaryColumns = (): ReadonlyArray<Column<reports.CampaignRow>> => {
  const c = columns()
  return [c.id, c.name, c.status, c.sales, c.toAudit]
}

/** A code outside the programme is a typo (BRA, UK), not a country without campaigns. */
const country = (value: string): string => {
  const code = value.trim().toUpperCase()
  if (!(countryCodes as ReadonlyArray<string>).includes(code)) throw new InvalidArgumentError(t("campaigns.unknownCountry", { known: countryCodes.join(", ") }))
  return code
}

const list = withJson(
  withDb(new Command("list").description(t("campaigns.list.description")).option("--country <code>", t("campaigns.list.country"), country))
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
