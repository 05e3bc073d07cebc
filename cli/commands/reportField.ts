import * as field from "../../adapters/programme/fieldReports.ts"
import type { Programme } from "../../adapters/programme/Programme.ts"
import type { Page } from "../../adapters/programme/reports.ts"
import { t } from "../i18n/t.ts"
import { CliError } from "../options.ts"
import { printJsonRows } from "../output.ts"
import { printTable, type Column } from "../table.ts"
import { formatInt } from "../ui/format.ts"
import { statusLabel } from "../vocabulary.ts"
import { pastTheEnd } from "./reportPaging.ts"
import { unknownCampaign } from "../unknownCampaign.ts"
import { campaignExists } from "../../adapters/programme/reports.ts"

const photoColumns = (): ReadonlyArray<Column<field.PhotoRow>> => [
  { header: "photoId", cell: (r) => r.photoId },
  { header: "userId", cell: (r) => r.userId },
  { header: t("column.store"), cell: (r) => r.storeId },
  { header: t("column.photoType"), cell: (r) => r.photoType },
  { header: t("column.week"), cell: (r) => r.week },
  { header: t("column.status"), cell: (r) => statusLabel(r.status), color: (r) => (r.status === "approved" ? "green" : r.status === "reproved" ? "red" : "yellow") },
  { header: t("column.points"), align: "right", cell: (r) => formatInt(r.points) }
]

const checkInColumns = (): ReadonlyArray<Column<field.CheckInRow>> => [
  { header: "userId", cell: (r) => r.userId },
  { header: t("column.checkedInAt"), cell: (r) => r.checkedInAt }
]

const more = (total: number, page: Page, shown: number) => {
  const offset = page.offset ?? 0
  const left = page.limit === undefined ? 0 : total - offset - shown
  if (left > 0) process.stdout.write(`\n${t("report.more", { left, next: offset + shown })}\n`)
}

/** `report photos [--campaign C]`: DESIGN §6's rows, every campaign's unless one is named. */
export const reportPhotos = async (programme: Programme, campaignId: string | undefined, json: boolean | undefined, page: Page): Promise<void> => {
  const db = programme.db
  if (campaignId !== undefined && !campaignExists(db, campaignId)) throw unknownCampaign(db, campaignId)
  const rows = () => field.eachPhoto(db, campaignId, page)
  if (json) return printJsonRows(rows())
  const total = field.photoCount(db, campaignId)
  const empty = pastTheEnd(page.offset ?? 0, total) ?? t("report.noPhotos")
  const shown = await printTable({ title: t("report.title.photos", { campaignId: campaignId ?? "all" }), columns: photoColumns(), rows, empty })
  more(total, page, shown)
}

/** `report checkins --meetup M`: who checked in, first arrival first. */
export const reportCheckIns = async (programme: Programme, meetupId: string | undefined, json: boolean | undefined, page: Page): Promise<void> => {
  if (meetupId === undefined) throw new CliError(t("report.needsMeetup"), 2)
  const db = programme.db
  if (!field.meetupExists(db, meetupId)) throw new CliError(t("meetup.notFound", { meetupId }))
  const rows = () => field.eachCheckIn(db, meetupId, page)
  if (json) return printJsonRows(rows())
  const total = field.checkInCount(db, meetupId)
  const empty = pastTheEnd(page.offset ?? 0, total) ?? t("report.noCheckIns")
  const shown = await printTable({ title: t("report.title.checkins", { meetupId }), columns: checkInColumns(), rows, empty })
  more(total, page, shown)
}

const transferColumns = (): ReadonlyArray<Column<field.TransferRow>> => [
  { header: "transferId", cell: (r) => r.transferId },
  { header: "userId", cell: (r) => r.userId },
  { header: "campaignId", cell: (r) => r.campaignId },
  { header: t("column.points"), align: "right", cell: (r) => formatInt(r.points) },
  { header: t("column.status"), cell: (r) => r.status },
  { header: t("column.redeemBy"), cell: (r) => r.redeemBy }
]

/** `report transfers [--campaign C]`: the partner transfers, oldest first. */
export const reportTransfers = async (programme: Programme, campaignId: string | undefined, json: boolean | undefined, page: Page): Promise<void> => {
  const db = programme.db
  if (campaignId !== undefined && !campaignExists(db, campaignId)) throw unknownCampaign(db, campaignId)
  const rows = () => field.eachTransfer(db, campaignId, page)
  if (json) return printJsonRows(rows())
  const total = field.transferCount(db, campaignId)
  const empty = pastTheEnd(page.offset ?? 0, total) ?? t("report.noTransfers")
  const shown = await printTable({ title: t("report.title.transfers", { campaignId: campaignId ?? "all" }), columns: transferColumns(), rows, empty })
  more(total, page, shown)
}
