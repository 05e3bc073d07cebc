import type { Programme } from "../../programme/Programme.ts"
import { courseExtras } from "../me/learningReads.ts"
import { coverUrlOf } from "../me/learningContent.ts"

/**
 * A published course's showcase fields (SPEC §2 `portfolio-course/{slug}`): title, cover,
 * description, workload and category, built one by one. A draft or archived course is unknown here.
 */
export const showcaseCourse = (programme: Programme, courseId: string, now: number) => {
  const row = programme.db
    .prepare<[string], { title: string; workloadHours: number; category: string | null }>(
      "SELECT title, workload_hours AS workloadHours, category FROM courses WHERE course_id = ? AND status = 'published'"
    )
    .get(courseId)
  if (row === undefined) return undefined
  const extras = courseExtras(programme, courseId)
  return {
    courseId,
    title: row.title,
    coverUrl: extras === undefined ? null : coverUrlOf(extras, now),
    description: extras?.description ?? null,
    workloadHours: row.workloadHours,
    category: row.category
  }
}
