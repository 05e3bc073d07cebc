import { createElement } from "react"
import * as learning from "../../adapters/programme/learningReports.ts"
import type { Programme } from "../../adapters/programme/Programme.ts"
import { CliError } from "../options.ts"
import { printJson, printView } from "../render.ts"
import { Table, type Column } from "../ui/Table.tsx"

const text = <R,>(header: string, cell: (r: R) => string | number | null, align?: "right"): Column<R> => ({
  header,
  cell: (r) => {
    const v = cell(r)
    return v === null ? "—" : String(v)
  },
  ...(align ? { align } : {})
})

const statusColor = (status: string) =>
  status === "approved" || status === "improved" ? "green" : status === "reproved" || status === "blocked" ? "red" : status === "unenrolled" ? "gray" : undefined

const views = {
  enrolment: {
    title: "courses — one row per enrolment",
    rows: learning.courseRows,
    columns: [
      text<learning.CourseRow>("user", (r) => r.userId),
      text<learning.CourseRow>("course", (r) => r.courseId),
      { ...text<learning.CourseRow>("status", (r) => r.status.replace("_", " ")), color: (r: learning.CourseRow) => statusColor(r.status) },
      text<learning.CourseRow>("grade", (r) => (r.grade === null ? null : Math.round(r.grade * 10) / 10), "right"),
      text<learning.CourseRow>("attempts", (r) => r.attemptsUsed, "right"),
      text<learning.CourseRow>("certificate", (r) => r.certificateCode)
    ]
  },
  course: {
    title: "courses — progress per course",
    rows: learning.courseProgress,
    columns: [
      text<learning.CourseProgressRow>("course", (r) => r.courseId),
      text<learning.CourseProgressRow>("title", (r) => r.title),
      text<learning.CourseProgressRow>("status", (r) => r.status),
      text<learning.CourseProgressRow>("enrolled", (r) => r.enrolled, "right"),
      text<learning.CourseProgressRow>("in progress", (r) => r.inProgress, "right"),
      text<learning.CourseProgressRow>("approved", (r) => r.approved, "right"),
      text<learning.CourseProgressRow>("reproved", (r) => r.reproved, "right"),
      text<learning.CourseProgressRow>("blocked", (r) => r.blocked, "right"),
      text<learning.CourseProgressRow>("certificates", (r) => r.certificates, "right")
    ]
  },
  trail: {
    title: "courses — progress per trail and learner",
    rows: learning.trailProgress,
    columns: [
      text<learning.TrailProgressRow>("trail", (r) => r.trailId),
      text<learning.TrailProgressRow>("user", (r) => r.userId),
      text<learning.TrailProgressRow>("approved courses", (r) => `${r.coursesApproved}/${r.courses}`, "right"),
      { ...text<learning.TrailProgressRow>("trail", (r) => (r.approved ? "approved" : "in progress")), color: (r: learning.TrailProgressRow) => (r.approved ? "green" : undefined) }
    ]
  }
} as const

/** `report courses [--by course|trail]`: DESIGN §4.8's rows per enrolment, or progress per course or per trail. */
export const reportCourses = (programme: Programme, by: string | undefined, json: boolean | undefined): void => {
  const view = views[(by ?? "enrolment") as keyof typeof views]
  if (!view) throw new CliError(`unknown --by "${by}": choose course or trail`, 2)
  const rows = view.rows(programme.db) as Array<any>
  if (json) printJson(rows)
  else printView(createElement(Table<any>, { title: view.title, columns: view.columns as ReadonlyArray<Column<any>>, rows, empty: "no enrolments yet" }))
}
