import type { Activity } from "../../../domain/course/events.ts"
import { embedUrlOf } from "../../../domain/rules/embeds.ts"
import { sanitizeHtml } from "../../content/sanitizeHtml.ts"
import type { Programme } from "../../programme/Programme.ts"
import { mediaUrl } from "../media/links.ts"
import { prepared } from "../statements.ts"
import type { CourseExtras } from "./learningReads.ts"

const contentTypeOf = (programme: Programme, fileId: string): string | null =>
  (prepared(programme.db, "SELECT content_type FROM files WHERE file_id = ?").pluck().get(fileId) as string | undefined) ?? null

const fileOf = (programme: Programme, fileId: string) =>
  programme.db.prepare<[string], { contentType: string; size: number; createdAt: number }>("SELECT content_type AS contentType, size, created_at AS createdAt FROM files WHERE file_id = ?").get(fileId)

/**
 * What the player needs to show an activity: a signed link to its file (media elements send no
 * token), the player page of an embed, or HTML sanitized once more on the way out — whichever
 * door a course came in by, no script reaches a learner's browser.
 */
export const playerContent = (programme: Programme, a: Activity, now: number) => {
  const c = a.content
  if (c === undefined) return null
  switch (c.kind) {
    case "file": {
      // A missing row is a file not uploaded yet: the link answers 404 and the player says so.
      const file = fileOf(programme, c.fileId)
      return {
        kind: "file" as const,
        url: mediaUrl(c.fileId, now),
        contentType: file?.contentType ?? null,
        updatedAt: new Date(file?.createdAt ?? 0).toISOString(),
        size: file?.size ?? 0
      }
    }
    case "url":
      return { kind: "embed" as const, url: embedUrlOf(c.url) }
    case "html":
      return { kind: "html" as const, html: sanitizeHtml(c.html) }
    case "scorm":
      return { kind: "scorm" as const, packageId: c.packageId }
    case "game":
      return { kind: "game" as const, game: c.game }
  }
}

/** A course's cover as a signed link (what a list of courses shows of its files). */
export const coverUrlOf = (extras: CourseExtras, now: number): string | null => (extras.coverFileId === null ? null : mediaUrl(extras.coverFileId, now))

/** The course's cover and support materials as signed links. */
export const catalogueFiles = (programme: Programme, extras: CourseExtras, now: number) => ({
  coverUrl: coverUrlOf(extras, now),
  supportMaterials: extras.supportMaterials.map((m) => ({ title: m.title, url: mediaUrl(m.fileId, now), contentType: contentTypeOf(programme, m.fileId) }))
})
