import * as rewardReports from "../../adapters/programme/rewardReports.ts"
import type { Programme } from "../../adapters/programme/Programme.ts"
import type { Page } from "../../adapters/programme/reports.ts"
import { t } from "../i18n/t.ts"
import { printJsonRows } from "../output.ts"
import { printTable, type Column } from "../table.ts"
import { formatInt } from "../ui/format.ts"
import { pastTheEnd } from "./reportPaging.ts"

const num = <R,>(header: string, value: (r: R) => number): Column<R> => ({ header, align: "right", cell: (r) => formatInt(value(r)) })

const statusColor = (status: string) => (status === "delivered" ? "green" : status === "rejected" ? "red" : status === "awaiting_approval" ? "yellow" : undefined)

const orderColumns = (): ReadonlyArray<Column<rewardReports.OrderRow>> => [
  { header: "orderId", cell: (r) => r.orderId },
  { header: "userId", cell: (r) => r.userId },
  { header: "campaignId", cell: (r) => r.campaignId },
  { header: "rewardId", cell: (r) => r.rewardId },
  num(t("column.quantity"), (r) => r.quantity),
  num(t("column.points"), (r) => r.points),
  { header: t("column.status"), cell: (r) => t("report.orders.status", { status: r.status }), color: (r) => statusColor(r.status) }
]

const rewardColumns = (): ReadonlyArray<Column<rewardReports.RewardRow>> => [
  { header: "rewardId", cell: (r) => r.rewardId },
  num(t("column.stock"), (r) => r.stock),
  num(t("column.ordered"), (r) => r.ordered)
]

/** `report orders [--campaign C]` and `report rewards`: DESIGN §6's rows, streamed and paged as the campaign reports are. */
export const reportRewards = async (programme: Programme, kind: "orders" | "rewards", campaignId: string | undefined, json: boolean | undefined, page: Page = {}) => {
  const db = programme.db
  const offset = page.offset ?? 0
  if (kind === "orders") {
    const rows = () => rewardReports.eachOrder(db, campaignId, page)
    if (json) return printJsonRows(rows())
    const total = rewardReports.orderReportSize(db, campaignId)
    const title = campaignId === undefined ? t("report.orders.title") : t("report.orders.titleCampaign", { campaignId })
    const shown = await printTable({ title, columns: orderColumns(), rows, empty: pastTheEnd(offset, total) ?? t("report.orders.none") })
    return more(total, offset, shown, page)
  }
  const rows = () => rewardReports.eachReward(db, page)
  if (json) return printJsonRows(rows())
  const total = rewardReports.rewardReportSize(db)
  const shown = await printTable({ title: t("report.rewards.title"), columns: rewardColumns(), rows, empty: pastTheEnd(offset, total) ?? t("report.rewards.none") })
  return more(total, offset, shown, page)
}

const more = (total: number, offset: number, shown: number, page: Page) => {
  const left = page.limit === undefined ? 0 : total - offset - shown
  if (left > 0) process.stdout.write(`\n${t("report.more", { left, next: offset + shown })}\n`)
}
