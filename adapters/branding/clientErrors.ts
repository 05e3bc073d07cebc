import type Database from "better-sqlite3"
import type { ClientErrorReport } from "../../domain/api/branding/schemas.ts"

/**
 * SPEC §8: the error-reporting service ignores network errors, time-outs, chunk-load failures,
 * duplicate navigation and 500-status messages. The apps filter them too; the server decides.
 */
const ignored = [
  /failed to fetch|networkerror|network request failed|load failed/i,
  /time-?out|timed out/i,
  /failed to fetch dynamically imported module|importing a module script failed|loading (css )?chunk [\w-]+ failed|error loading dynamically imported module/i,
  /navigation.*(duplicate|redundant)|navigationduplicated|avoided redundant navigation/i,
  /\b500\b|internal server error/i
]

export const isIgnored = (report: ClientErrorReport): boolean => report.kind === "chunk" || ignored.some((re) => re.test(report.message))

/** No personal data kept: e-mail addresses, bearer tokens, JWTs and query strings are struck out. */
export const scrub = (text: string): string =>
  text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[email]")
    .replace(/bearer\s+[\w.~+/=-]+/gi, "Bearer [token]")
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, "[token]")
    .replace(/\b[a-f0-9]{32,}\b/gi, "[token]")
    .replace(/([?&][\w-]*(token|code|key|password|secret)[\w-]*=)[^&\s#]*/gi, "$1[redacted]")

/** Only a path's route shape is kept, never its query (tokens travel there: SPEC §2's `?token=`). */
const pathOnly = (path: string) => scrub(path.split(/[?#]/)[0] ?? "")

/** The user agent says which browser failed, cut to its first 200 characters. */
export const recordClientError = (db: Database.Database, report: ClientErrorReport, userAgent: string, at: string): void => {
  db.prepare("INSERT INTO branding_client_errors (app, kind, message, stack, path, user_agent, reported_at) VALUES (?, ?, ?, ?, ?, ?, ?)").run(
    report.app,
    report.kind,
    scrub(report.message),
    scrub(report.stack ?? ""),
    pathOnly(report.path),
    userAgent.slice(0, 200),
    at
  )
  // The table is a window on recent errors, not an archive: the last 5,000 stay.
  db.prepare("DELETE FROM branding_client_errors WHERE id <= (SELECT max(id) - 5000 FROM branding_client_errors)").run()
}

/** Reports allowed per address per minute: enough for a real crash loop to be seen, not to flood the table. */
export const reportsPerMinute = 10

const windows = new WeakMap<Database.Database, Map<string, { start: number; count: number }>>()

/** Whether one more report from this address fits its minute; answers the seconds to wait otherwise. */
export const rateLimit = (db: Database.Database, address: string, now: number): number | undefined => {
  const byAddress = windows.get(db) ?? new Map<string, { start: number; count: number }>()
  windows.set(db, byAddress)
  const w = byAddress.get(address)
  if (w === undefined || now - w.start >= 60_000) {
    if (byAddress.size > 10_000) byAddress.clear()
    byAddress.set(address, { start: now, count: 1 })
    return undefined
  }
  if (w.count >= reportsPerMinute) return Math.ceil((w.start + 60_000 - now) / 1000)
  w.count += 1
  return undefined
}
