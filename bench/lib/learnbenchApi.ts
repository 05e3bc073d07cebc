// The learning part of `npm run bench -- api` (issue 43): the learner's catalogue page and a video
// served by ranges, each through the real server beside a bare node:http doing the least the same
// answer needs. On the demo programme (`vitrine demo`), built afresh in the bench's work folder.
import { execFileSync } from "node:child_process"
import { readFileSync, rmSync } from "node:fs"
import { join } from "node:path"
import autocannon, { type Result } from "autocannon"
import Database from "better-sqlite3"
import { Effect } from "effect"
import { filesDirBeside, localPathOf, makeLocalDiskStorage } from "../../adapters/files/localDisk.ts"
import { catalogueList, columns, from, visible } from "../../adapters/http/me/learningCourses.ts"
import { allCourseExtrasJson } from "../../adapters/http/me/learningReads.ts"
import { Programme } from "../../adapters/programme/Programme.ts"
import { demoFileId } from "../../fixtures/demo/learning/content.ts"
import { removeDatabase } from "./scratchDatabase.ts"
import { benchWork } from "./workDir.ts"

type Serve = (args: ReadonlyArray<string>) => Promise<{ url: string; tokens: ReadonlyArray<string>; stop: () => Promise<unknown> }>

const root = join(import.meta.dirname, "..", "..")
/** The demo's day, as the web bench builds it; the server's clock is set to it. */
const demoDay = "2026-02-15"
const now = `${demoDay}T12:00:00-03:00`
const courseId = "br-processadores-notebooks"
const videoId = demoFileId(courseId, "v1")
const MB = 1024 * 1024
/** The shipped demo video is 78 kB: its bytes are repeated to this size, so a player's 1 MB ranges have somewhere to land. */
const videoMb = 32
/** What the learner app asks by default (web-learner/src/features/learning/api/courses.ts): the first 100, by title. */
const cataloguePath = `/api/me/courses?range=${encodeURIComponent("[0,99]")}`

const demoDatabase = (): string => {
  const path = join(benchWork, "learnbench-demo.db")
  removeDatabase(path)
  rmSync(filesDirBeside(path), { recursive: true, force: true })
  execFileSync(process.execPath, [join(root, "dist", "vitrine.mjs"), "demo", "--db", path, "--at", demoDay, "--no-serve", "--json"], { stdio: "ignore" })
  return path
}

/**
 * The demo video's file grown to `videoMb` (its own bytes repeated), put in the file store and its
 * row pointed at it, as the demo's set-up put the original there (adapters/demo/learningMedia.ts).
 */
const growVideo = (path: string): string => {
  const db = new Database(path)
  const row = db.prepare<[string], { hash: string }>("SELECT hash FROM files WHERE file_id = ?").get(videoId)
  if (row === undefined) throw new Error(`the demo has no ${videoId}`)
  const dir = filesDirBeside(path)
  const original = readFileSync(localPathOf(dir, row.hash)!)
  const grown = new Uint8Array(videoMb * MB)
  for (let at = 0; at < grown.length; at += original.length) grown.set(original.subarray(0, Math.min(original.length, grown.length - at)), at)
  const hash = Effect.runSync(makeLocalDiskStorage(dir).put(grown))
  db.prepare("UPDATE files SET hash = ?, size = ? WHERE file_id = ?").run(hash, grown.length, videoId)
  db.close()
  return localPathOf(dir, hash)!
}

/** The catalogue's page as listMyCourses (adapters/http/me/learningCourses.ts) runs it with no filter. */
const catalogueSql = (path: string, learner: string) => {
  const programme = Programme.open(path)
  const extras = allCourseExtrasJson(programme)
  programme.close()
  const params = { me: learner, extras }
  return {
    name: "courses",
    page: { sql: `SELECT ${columns} FROM ${from} WHERE ${visible} ORDER BY ${catalogueList.sortable["title"]} ASC, ${catalogueList.tieBreak} LIMIT 100 OFFSET 0`, params: [params] },
    count: { sql: `SELECT count(*) FROM ${from} WHERE ${visible}`, params: [params] }
  }
}

/** 1 MB ranges walking through the video, one per request, as a player seeking would ask them. */
const ranged = (url: string, connections: number, seconds: number) => {
  let next = 0
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (r) => {
          const slice = next++ % videoMb
          return { ...r, headers: { ...(r["headers"] as object), range: `bytes=${slice * MB}-${(slice + 1) * MB - 1}` } }
        }
      }
    ]
  })
}

export const learnbenchApi = async (serve: Serve, seconds: number, connections: number) => {
  const path = demoDatabase()
  const db = new Database(path, { readonly: true })
  // A learner of the academy enrolled in the course: its detail hands out the video's signed link.
  const learner = db.prepare<[string], string>("SELECT user_id FROM enrolments WHERE course_id = ? AND enrolled = 1 ORDER BY user_id LIMIT 1").pluck().get(courseId)
  const courses = db.prepare("SELECT count(*) FROM courses").pluck().get() as number
  db.close()
  if (learner === undefined) throw new Error(`nobody is enrolled in ${courseId} in the demo`)
  const videoFile = growVideo(path)
  const sql = catalogueSql(path, learner)

  const api = await serve(["vitrine", path, learner, now])
  const auth = { authorization: `Bearer ${api.tokens[0]}` }
  const detail = (await (await fetch(`${api.url}/api/me/courses/${courseId}`, { headers: auth })).json()) as { activities: Array<{ activityId: string; content: { url: string } | null }> }
  const link = detail.activities.find((a) => a.activityId === "v1")?.content?.url
  if (link === undefined) throw new Error(`${learner} gets no link to ${videoId}`)
  const catalogueViaApi = await autocannon({ url: api.url + cataloguePath, connections, duration: seconds, headers: auth })
  const rangesViaApi = await ranged(api.url + link, connections, seconds)
  await api.stop()
  const bare = await serve(["bare", path, JSON.stringify(sql)])
  const catalogueViaBare = await autocannon({ url: bare.url + "/", connections, duration: seconds })
  await bare.stop()
  const bareRanges = await serve(["range", videoFile, "video/webm"])
  const rangesViaBare = await ranged(bareRanges.url + "/", connections, seconds)
  await bareRanges.stop()
  removeDatabase(path)
  rmSync(filesDirBeside(path), { recursive: true, force: true })

  console.log(`learning: the demo's catalogue of ${courses} courses as ${learner}; ${videoId} grown to ${videoMb} MB, asked in 1 MB ranges`)
  const rows = [
    { figure: "course catalogue page, 32 connections", unit: "requests/s", ours: catalogueViaApi.requests.average, ceiling: catalogueViaBare.requests.average, ceilingIs: "bare node:http, same SQL", target: { min: 0.5 } },
    { figure: "  course catalogue p99", unit: "ms", ours: catalogueViaApi.latency.p99, ceiling: catalogueViaBare.latency.p99, ceilingIs: "bare node:http, same SQL", target: { max: 25 } },
    { figure: "video 1 MB ranges, 32 connections", unit: "MiB/s", ours: rangesViaApi.requests.average, ceiling: rangesViaBare.requests.average, ceilingIs: "bare node:http, createReadStream", target: { min: 0.5 } },
    { figure: "  video 1 MB range p99", unit: "ms", ours: rangesViaApi.latency.p99, ceiling: rangesViaBare.latency.p99, ceilingIs: "bare node:http, createReadStream" }
  ] as const
  const results: ReadonlyArray<Result> = [catalogueViaApi, catalogueViaBare, rangesViaApi, rangesViaBare]
  return { rows, results, learner, courses, videoMb }
}
