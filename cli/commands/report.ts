import { Command, Option } from "commander"
import type Database from "better-sqlite3"
import * as reports from "../../adapters/programme/reports.ts"
import { t } from "../i18n/t.ts"
import { action, CliError, openForReading, wholeNumber, withDb, withJson } from "../options.ts"
import { printJsonRows } from "../output.ts"
import { printTable, type Column } from "../table.ts"
import { formatInt } from "../ui/format.ts"
import { levelLabel, statusLabel } from "../vocabulary.ts"
import { reportCourses } from "./reportCourses.ts"
import { reportRewards } from "./reportRewards.ts"
import { reportCheckIns, reportPhotos, reportTransfers } from "./reportField.ts"
import { pastTheEnd } from "./reportPaging.ts"
import { unknownCampaign } from "../unknownCampaign.ts"

type Kind = "balances" | "levels" | "sales"

const num = <R,>(header: string, value: (r: R) => number | null, color?: Column<R>["color"]): Column<R> => ({
  header,
  align: "right",
  cell: (r) => {
    const v = value(r)
    return v === null ? "—" : formatInt(v)
  },
  ...(color ? { color } : {})
})

const balanceColumns = (): ReadonlyArray<Column<reports.BalanceRow>> => [
  { header: "userId", cell: (r) => r.userId },
  num(t("column.balance"), (r) => r.balance, (r) => (r.balance < 0 ? "red" : undefined)),
  num(t("column.confirmed"), (r) => r.confirmed),
  num(t("column.provisional"), (r) => r.provisional),
  num(t("column.expired"), (r) => r.expired),
  num(t("column.debited"), (r) => r.debited),
  num(t("column.refunded"), (r) => r.refunded),
  num(t("column.campaignXp"), (r) => r.campaignXp),
  { header: t("column.level"), cell: (r) => levelLabel(r.level) }
]

const levelColumns = (): ReadonlyArray<Column<reports.LevelRow>> => [
  { header: "userId", cell: (r) => r.userId },
  { header: t("column.level"), cell: (r) => levelLabel(r.level) },
  num(t("column.campaignXp"), (r) => r.campaignXp),
  num(t("column.totalXp"), (r) => r.totalXp),
  { header: t("column.pendingLevelUp"), cell: (r) => (r.pendingLevelUp === null ? "—" : levelLabel(r.pendingLevelUp)), color: (r) => (r.pendingLevelUp !== null ? "yellow" : undefined) }
]

/** A reproved sale earns nothing: its credit shows as reversed, not among the points. */
const saleColumns = (): ReadonlyArray<Column<reports.SaleRow>> => [
  { header: "saleId", cell: (r) => r.saleId },
  { header: "userId", cell: (r) => r.userId },
  { header: t("column.status"), cell: (r) => statusLabel(r.status), color: (r) => (r.status === "approved" ? "green" : r.status === "reproved" ? "red" : "yellow") },
  num(t("column.basePoints"), (r) => r.basePoints),
  num(t("column.points"), (r) => (r.status === "reproved" ? 0 : r.creditedPoints)),
  { header: t("column.reversed"), align: "right", cell: (r) => (r.status === "reproved" ? formatInt(-r.creditedPoints) : ""), color: () => "red" }
]

const status = (db: Database.Database, campaignId: string): string | undefined =>
  (db.prepare("SELECT status FROM campaigns WHERE campaign_id = ?").get(campaignId) as { status: string } | undefined)?.status

export const reportCommand = withJson(
  withDb(
    new Command("report")
      .description(t("report.description"))
      .argument("<kind>", "balances | levels | sales | courses | orders | rewards | photos | checkins | transfers")
      .option("--campaign <id>", t("option.campaign"))
      .option("--meetup <id>", t("option.meetup"))
      .option("--by <view>", t("option.by"))
      .addOption(new Option("--limit <n>", t("option.limit")).argParser(wholeNumber("--limit", 1)))
      .addOption(new Option("--offset <n>", t("option.offset")).argParser(wholeNumber("--offset")).default(0))
  )
).action(
  action(async (kind: string, opts: { db: string; json?: boolean; campaign?: string; meetup?: string; by?: string; limit?: number; offset: number }) => {
    if (kind === "photos" || kind === "checkins" || kind === "transfers") return reportField(kind, opts)
    if (opts.meetup !== undefined) throw new CliError(t("report.meetupOnlyCheckins"), 2)
    if (kind !== "balances" && kind !== "levels" && kind !== "sales" && kind !== "courses" && kind !== "orders" && kind !== "rewards") throw new CliError(t("report.unknownKind", { kind }), 2)
    // Orders and rewards: the store's reports (issue 42); `--campaign` narrows orders, rewards span every campaign.
    if (kind === "orders" || kind === "rewards") {
      if (opts.by !== undefined) throw new CliError(t("report.byOnlyCourses", { kind }), 2)
      if (kind === "rewards" && opts.campaign !== undefined) throw new CliError(t("report.rewardsNoCampaign"), 2)
      const programme = openForReading(opts.db)
      try {
        if (kind === "orders" && opts.campaign !== undefined && status(programme.db, opts.campaign) === undefined) throw unknownCampaign(programme.db, opts.campaign)
        return await reportRewards(programme, kind, opts.campaign, opts.json, { limit: opts.limit, offset: opts.offset })
      } finally {
        programme.close()
      }
    }
    if (kind !== "courses" && opts.campaign === undefined) throw new CliError(t("report.needsCampaign", { kind }), 2)
    // An option a report does not take is refused, not ignored: `report sales --by course` is not grouped.
    if (kind !== "courses" && opts.by !== undefined) throw new CliError(t("report.byOnlyCourses", { kind }), 2)
    if (kind === "courses" && opts.campaign !== undefined) throw new CliError(t("report.coursesNoCampaign"), 2)
    const programme = openForReading(opts.db)
    if (kind === "courses") {
      try {
        return await reportCourses(programme, opts.by, opts.json, { limit: opts.limit, offset: opts.offset })
      } finally {
        programme.close()
      }
    }
    const campaign = opts.campaign!
    try {
      const db = programme.db
      const campaignStatus = status(db, campaign)
      if (campaignStatus === undefined) throw unknownCampaign(db, campaign)
      const page = { limit: opts.limit, offset: opts.offset }
      const each = (): Iterable<unknown> =>
        kind === "balances" ? reports.eachBalance(db, campaign, page) : kind === "levels" ? reports.eachLevel(db, campaign, page) : reports.eachSale(db, campaign, page)
      if (opts.json) return await printJsonRows(each())
      await printView(db, kind as Kind, campaign, campaignStatus, page)
    } finally {
      programme.close()
    }
  })
)

/** The human view: aligned rows, then what the figures mean and how many rows a page left out. */
const printView = async (db: Database.Database, kind: Kind, campaignId: string, campaignStatus: string, page: { limit?: number | undefined; offset: number }) => {
  let provisional = false
  let reproved = false
  const title = t(`report.title.${kind}`, { campaignId })
  const total = reports.reportSize(db, kind, campaignId)
  const empty = pastTheEnd(page.offset, total) ?? t(kind === "sales" ? "report.noSales" : "report.noParticipants")
  let shown: number
  if (kind === "balances") {
    const rows = function* () {
      for (const r of reports.eachBalance(db, campaignId, page)) {
        provisional ||= r.provisional !== 0
        yield r
      }
    }
    shown = await printTable({ title, empty, columns: balanceColumns(), rows })
  } else if (kind === "levels") {
    shown = await printTable({ title, empty, columns: levelColumns(), rows: () => reports.eachLevel(db, campaignId, page) })
  } else {
    const rows = function* () {
      for (const r of reports.eachSale(db, campaignId, page)) {
        reproved ||= r.status === "reproved"
        yield r
      }
    }
    shown = await printTable({ title, empty, columns: saleColumns(), rows })
  }
  const notes: Array<string> = []
  if (kind === "balances" && campaignStatus === "closed" && provisional) notes.push(t("report.legend.closedProvisional"))
  if (kind === "sales" && shown > 0) notes.push(t(reproved ? "report.legend.salesReproved" : "report.legend.sales"))
  const left = total - page.offset - shown
  if (page.limit !== undefined && left > 0) notes.push(t("report.more", { left, next: page.offset + shown }))
  if (notes.length > 0) process.stdout.write(`\n${notes.join("\n")}\n`)
}

/** The field programme's reports (DESIGN §6): `photos [--campaign C]`, `checkins --meetup M`, `transfers [--campaign C]`. */
const reportField = async (kind: "photos" | "checkins" | "transfers", opts: { db: string; json?: boolean; campaign?: string; meetup?: string; by?: string; limit?: number; offset: number }) => {
  if (opts.by !== undefined) throw new CliError(t("report.byOnlyCourses", { kind }), 2)
  if (kind !== "checkins" && opts.meetup !== undefined) throw new CliError(t("report.meetupOnlyCheckins"), 2)
  if (kind === "checkins" && opts.meetup === undefined) throw new CliError(t("report.needsMeetup"), 2)
  const programme = openForReading(opts.db)
  const page = { limit: opts.limit, offset: opts.offset }
  try {
    if (kind === "photos") return await reportPhotos(programme, opts.campaign, opts.json, page)
    if (kind === "transfers") return await reportTransfers(programme, opts.campaign, opts.json, page)
    return await reportCheckIns(programme, opts.meetup, opts.json, page)
  } finally {
    programme.close()
  }
}
