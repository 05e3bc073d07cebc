import type Database from "better-sqlite3"
import { Effect } from "effect"
import { fileTypeFromBuffer } from "file-type"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { DEMO_COURSES } from "../../fixtures/demo/learning/catalogueLines.ts"
import { demoFileId } from "../../fixtures/demo/learning/content.ts"
import type { CourseSpec } from "../../fixtures/demo/learning/courseSpec.ts"
import { filesDirBeside, makeLocalDiskStorage } from "../files/localDisk.ts"
import { studyPdf } from "./studyPdf.ts"
import { setUpDemoScorm } from "./scormPackages.ts"

/** The course's key facts: each question with its right answers, as a study document would state them. */
const facts = (c: CourseSpec) => c.test.questions.map((q) => `${q.text} ${q.options.filter((o) => o.correct).map((o) => o.text).join("; ")}`)

/** The demo's files: a PDF per pdf activity and per course's notes, the shipped video and audio for the others. */
const demoFiles = async (media: string): Promise<Array<{ fileId: string; country: string; bytes: Uint8Array }>> => {
  const video = new Uint8Array(readFileSync(join(media, "video.webm")))
  const audio = new Uint8Array(readFileSync(join(media, "audio.webm")))
  const files: Array<{ fileId: string; country: string; bytes: Uint8Array }> = []
  for (const c of DEMO_COURSES) {
    const country = c.countries[0]!
    files.push({ fileId: demoFileId(c.courseId, "notes"), country, bytes: await studyPdf(c.title, c.tags.join(" · "), facts(c)) })
    for (const [activityId, type, title] of c.activities) {
      const bytes = type === "pdf" ? await studyPdf(title, c.title, facts(c)) : type === "video" ? video : type === "audio" ? audio : undefined
      if (bytes) files.push({ fileId: demoFileId(c.courseId, activityId), country, bytes })
    }
  }
  return files
}

/**
 * Puts the files the demo's courses name (fixtures/demo/learning/content.ts) in the file store
 * beside the database, owned by `system`, their types sniffed by content as any upload's. The
 * PDFs are made here; the video and audio are read from `media` (shipped small in fixtures/).
 * Called at the end of a build, so a build stopped half-way leaves no files either.
 */
export const setUpDemoMedia = async (db: Database.Database, media: string): Promise<number> => {
  // A demo in memory leaves no file behind (its courses then show their activities without files).
  if (db.memory) return 0
  const storage = makeLocalDiskStorage(filesDirBeside(db.name))
  const insert = db.prepare(
    "INSERT OR IGNORE INTO files (file_id, owner_id, country, content_type, size, hash, thumbnail_hash, created_at) VALUES (?, 'system', ?, ?, ?, ?, NULL, 0)"
  )
  const files = await demoFiles(media)
  for (const f of files) {
    const type = (await fileTypeFromBuffer(f.bytes))?.mime ?? "application/octet-stream"
    const hash = Effect.runSync(storage.put(f.bytes))
    insert.run(f.fileId, f.country, type, f.bytes.length, hash)
  }
  return files.length + setUpDemoScorm(db)
}
