import { Command } from "commander"
import { createElement } from "react"
import * as reports from "../../adapters/programme/reports.ts"
import { action, CliError, openExisting, withDb, withJson } from "../options.ts"
import { printJson, printView } from "../render.ts"
import { Table, type Column } from "../ui/Table.tsx"
import { formatInt } from "../ui/format.ts"
import { reportCourses } from "./reportCourses.ts"

const n = (header: string, cell: (r: any) => number | null, color?: (r: any) => string | undefined): Column<any> => ({
  header,
  align: "right",
  cell: (r) => {
    const v = cell(r)
    return v === null ? "—" : formatInt(v)
  },
  ...(color ? { color } : {})
})

const views = {
  balances: {
    rows: reports.balances,
    columns: [
      { header: "user", cell: (r: reports.BalanceRow) => r.userId },
      n("balance", (r) => r.balance, (r) => (r.balance < 0 ? "red" : undefined)),
      n("confirmed", (r) => r.confirmed),
      n("provisional", (r) => r.provisional),
      n("expired", (r) => r.expired),
      n("campaign XP", (r) => r.campaignXp),
      n("level", (r) => r.level)
    ]
  },
  levels: {
    rows: reports.levels,
    columns: [
      { header: "user", cell: (r: reports.LevelRow) => r.userId },
      n("level", (r) => r.level),
      n("campaign XP", (r) => r.campaignXp),
      n("total XP", (r) => r.totalXp),
      n("pending level-up", (r) => r.pendingLevelUp, (r) => (r.pendingLevelUp !== null ? "yellow" : undefined))
    ]
  },
  sales: {
    rows: reports.sales,
    columns: [
      { header: "sale", cell: (r: reports.SaleRow) => r.saleId },
      { header: "user", cell: (r: reports.SaleRow) => r.userId },
      {
        header: "status",
        cell: (r: reports.SaleRow) => r.status.replace("_", " "),
        color: (r: reports.SaleRow) => (r.status === "approved" ? "green" : r.status === "reproved" ? "red" : "yellow")
      },
      n("base points", (r) => r.basePoints),
      n("credited", (r) => r.creditedPoints)
    ]
  }
} as const

export const reportCommand = withJson(
  withDb(
    new Command("report")
      .description("tables of a campaign (balances, levels or sales) or of the learning catalogue (courses)")
      .argument("<kind>", "balances | levels | sales | courses")
      .option("--campaign <id>", "the campaign (balances, levels, sales)")
      .option("--by <view>", "courses: per enrolment (default), or progress per course or trail")
  )
).action(
  action((kind: string, opts: { db: string; json?: boolean; campaign?: string; by?: string }) => {
    if (kind === "courses") {
      const programme = openExisting(opts.db)
      try {
        return reportCourses(programme, opts.by, opts.json)
      } finally {
        programme.close()
      }
    }
    const view = views[kind as keyof typeof views]
    if (!view) throw new CliError(`unknown report "${kind}": choose balances, levels, sales or courses`, 2)
    if (opts.campaign === undefined) throw new CliError(`report ${kind} needs --campaign <id>`, 2)
    const programme = openExisting(opts.db)
    try {
      if (!reports.campaignExists(programme.db, opts.campaign)) throw new CliError(`campaign ${opts.campaign} not found`)
      const rows = view.rows(programme.db, opts.campaign) as Array<any>
      if (opts.json) printJson(rows)
      else printView(createElement(Table<any>, { title: `${kind} — campaign ${opts.campaign}`, columns: view.columns as ReadonlyArray<Column<any>>, rows, empty: "no participants yet" }))
    } finally {
      programme.close()
    }
  })
)
