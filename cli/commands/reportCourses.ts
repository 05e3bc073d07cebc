import * as learning from "../../adapters/programme/learningReports.ts"
import type { Programme } from "../../adapters/programme/Programme.ts"
import type { Page } from "../../adapters/programme/reports.ts"
import { t, type CliKey } from "../i18n/t.ts"
import { CliError } from "../options.ts"
import { printJsonRows } from "../output.ts"
import { printTable, type Column } from "../table.ts"
import { formatInt, formatOneDecimal } from "../ui/format.ts"
import { statusLabel } from "../vocabulary.ts"
import { pastTheEnd } from "./reportPaging.ts"

const text = <R,>(header: CliKey, cell: (r: R) => string | number | null, align?: "right"): Column<R> => ({
  header: t(header),
  cell: (r) => {
    const v = cell(r)
    return v === null ? "—" : typeof v === "number" ? formatInt(v) : v
  },
  ...(align ? { align } : {})
})

const statusColor = (status: string) =>
  status === "approved" || status === "improved" ? "green" : status === "reproved" || status === "blocked" ? "red" : status === "unenrolled" ? "gray" : undefined

const views = {
  enrolment: {
    title: "report.courses.title.enrolment",
    rows: learning.courseRows,
    columns: (): ReadonlyArray<Column<learning.CourseRow>> => [
      { header: "userId", cell: (r) => r.userId },
      { header: "courseId", cell: (r) => r.courseId },
      { ...text<learning.CourseRow>("column.status", (r) => t("report.courses.status", { status: r.status })), color: (r) => statusColor(r.status) },
      { header: t("column.grade"), align: "right", cell: (r) => (r.grade === null ? "—" : formatOneDecimal(r.grade)) },
      text<learning.CourseRow>("column.attempts", (r) => r.attemptsUsed, "right"),
      text<learning.CourseRow>("column.certificate", (r) => r.certificateCode)
    ]
  },
  course: {
    title: "report.courses.title.course",
    rows: learning.courseProgress,
    columns: (): ReadonlyArray<Column<learning.CourseProgressRow>> => [
      { header: "courseId", cell: (r) => r.courseId },
      { ...text<learning.CourseProgressRow>("column.title", (r) => r.title), shrinkTo: 16 },
      text<learning.CourseProgressRow>("column.status", (r) => statusLabel(r.status)),
      text<learning.CourseProgressRow>("column.enrolled", (r) => r.enrolled, "right"),
      text<learning.CourseProgressRow>("column.inProgress", (r) => r.inProgress, "right"),
      text<learning.CourseProgressRow>("column.approved", (r) => r.approved, "right"),
      text<learning.CourseProgressRow>("column.reproved", (r) => r.reproved, "right"),
      text<learning.CourseProgressRow>("column.blocked", (r) => r.blocked, "right"),
      text<learning.CourseProgressRow>("column.certificates", (r) => r.certificates, "right")
    ]
  },
  trail: {
    title: "report.courses.title.trail",
    rows: learning.trailProgress,
    columns: (): ReadonlyArray<Column<learning.TrailProgressRow>> => [
      { header: "trailId", cell: (r) => r.trailId },
      { header: "userId", cell: (r) => r.userId },
      text<learning.TrailProgressRow>("column.approvedCourses", (r) => `${formatInt(r.coursesApproved)}/${formatInt(r.courses)}`, "right"),
      { ...text<learning.TrailProgressRow>("column.trail", (r) => t(r.approved ? "report.courses.trailApproved" : "report.courses.trailInProgress")), color: (r) => (r.approved ? "green" : undefined) }
    ]
  }
} as const

/** `report courses [--by course|trail]`: DESIGN §4.8's rows per enrolment, or progress per course or per trail, streamed and paged as the campaign reports are. */
export const reportCourses = async (programme: Programme, by: string | undefined, json: boolean | undefined, page: Page = {}): Promise<void> => {
  const name = (by ?? "enrolment") as keyof typeof views
  const view = views[name]
  if (!view) throw new CliError(t("report.courses.unknownBy", { by: by ?? "" }), 2)
  const rows = () => view.rows(programme.db, page) as Iterable<any>
  if (json) return printJsonRows(rows())
  const offset = page.offset ?? 0
  const total = learning.courseReportSize(programme.db, name)
  const empty = pastTheEnd(offset, total) ?? t("report.courses.none")
  const shown = await printTable({ title: t(view.title as CliKey), columns: view.columns() as ReadonlyArray<Column<any>>, rows, empty })
  const left = page.limit === undefined ? 0 : total - offset - shown
  if (left > 0) process.stdout.write(`\n${t("report.more", { left, next: offset + shown })}\n`)
}
