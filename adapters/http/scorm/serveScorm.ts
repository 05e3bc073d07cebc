import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { existsSync, readFileSync, statSync } from "node:fs"
import { basename, extname, join, resolve, sep } from "node:path"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import { launchState } from "../../../domain/scorm/launch.ts"
import { attemptStateOf } from "../../projections/scorm.ts"
import { ServerContext } from "../ServerContext.ts"
import { grantOf } from "./launchLinks.ts"
import { packageOf } from "./packages.ts"

/**
 * A package runs in an opaque origin (no `allow-same-origin`): whatever its scripts do, they
 * cannot read the app's storage, cookies or tokens, nor call our API as the learner. Scripts,
 * forms and popups are what real packages need.
 */
export const scormSandbox = "sandbox allow-scripts allow-forms allow-popups"

const types: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".xml": "application/xml",
  ".xsd": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
  ".ogg": "audio/ogg",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".pdf": "application/pdf"
}

const notFound = new ApiFailure({ status: 404, code: "http.not_found", details: {} })

/** The runtime script, built beside the learner app (scripts/build-scorm-runtime.mjs); found from source and from the bundled CLI alike. */
const here = import.meta.dirname
export const runtimePath = basename(here) === "dist" ? join(here, "scorm-runtime", "runtime.js") : join(here, "..", "..", "..", "dist", "scorm-runtime", "runtime.js")

/**
 * A path's segments after `/scorm/<packageId>/<token>/`, each decoded once, or undefined when one
 * could leave the folder: `..` or `.`, an empty segment (`//`, an absolute path), a slash or a
 * backslash hidden by percent-encoding, a NUL, a drive letter.
 */
export const segmentsOf = (raw: ReadonlyArray<string>): ReadonlyArray<string> | undefined => {
  const out: Array<string> = []
  for (const r of raw) {
    if (/%(2f|5c|00)/i.test(r)) return undefined
    let s: string
    try {
      s = decodeURIComponent(r)
    } catch {
      return undefined
    }
    if (s === "" || s === "." || s === ".." || s.includes("\\") || s.includes("/") || s.includes("\0") || /^[a-z]:/i.test(s)) return undefined
    out.push(s)
  }
  return out.length === 0 ? undefined : out
}

/** `<script type="application/json">` text: no `</script>` (nor `<!--`) can close it early. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

/**
 * Every HTML page of the package gets the attempt's saved state and our runtime script before its
 * own scripts run, so `window.API` / `window.API_1484_11` exist in its own frame when it looks.
 */
const inject = (html: string, state: unknown) => {
  const tags = `<script type="application/json" id="vitrine-scorm-state">${jsonInHtml(state)}</script><script src="/scorm/runtime.js"></script>`
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (head) return html.slice(0, head.index + head[0].length) + tags + html.slice(head.index + head[0].length)
  const root = /<html(\s[^>]*)?>/i.exec(html)
  return root ? html.slice(0, root.index + root[0].length) + tags + html.slice(root.index + root[0].length) : tags + html
}

const sandboxed = { "content-security-policy": scormSandbox }

/**
 * `GET /scorm/<packageId>/<token>/<path…>`: a file of an unpacked package, when the token is ours
 * for that package and has not expired; anything else — a tampered or expired token, a path that
 * could leave the package's folder, a file it does not have — is the same `404`.
 */
export const serveScorm = Effect.gen(function* () {
  const { programme, now } = yield* ServerContext
  const request = yield* HttpServerRequest.HttpServerRequest
  const rawPath = request.url.split(/[?#]/)[0] ?? ""
  const [, , rawPackage, token, ...rest] = rawPath.split("/")
  if (rawPath === "/scorm/runtime.js") return yield* runtime
  if (rawPackage === undefined || token === undefined) return yield* notFound
  const packageId = segmentsOf([rawPackage])?.[0]
  const grant = packageId === undefined ? undefined : grantOf(packageId, token, now())
  const segments = segmentsOf(rest)
  const pkg = grant && segments && packageId !== undefined ? packageOf(programme, packageId) : undefined
  if (grant === undefined || segments === undefined || pkg === undefined || packageId === undefined) return yield* notFound
  const path = resolve(pkg.folder, ...segments)
  // Belt and braces: whatever the segments were, the file is inside the package's folder.
  if (!path.startsWith(pkg.folder + sep) || !statSync(path, { throwIfNoEntry: false })?.isFile()) return yield* notFound
  const type = types[extname(path).toLowerCase()] ?? "application/octet-stream"
  if (!type.startsWith("text/html")) return HttpServerResponse.uint8Array(readFileSync(path), { contentType: type, headers: { ...sandboxed, "cache-control": "private, max-age=3600" } })
  const row = programme.db
    .prepare<[string, string, string], Parameters<typeof attemptStateOf>[0] & {}>(
      "SELECT package_id AS packageId, seq, cmi, total_seconds AS totalSeconds, entry FROM scorm_attempts WHERE course_id = ? AND user_id = ? AND activity_id = ?"
    )
    .get(grant.courseId, grant.userId, grant.activityId)
  const attempt = attemptStateOf(row?.packageId === packageId ? row : undefined)
  const state = launchState(pkg.manifest.version, attempt, grant.userId, pkg.manifest.masteryScore)
  // The page carries the attempt's state as it is now: never from a cache.
  return HttpServerResponse.text(inject(readFileSync(path, "utf8"), state), { contentType: type, headers: { ...sandboxed, "cache-control": "no-store" } })
})

/** `GET /scorm/runtime.js`: our SCORM runtime, one static file. */
const runtime = Effect.suspend(() =>
  existsSync(runtimePath)
    ? Effect.succeed(HttpServerResponse.uint8Array(readFileSync(runtimePath), { contentType: "text/javascript; charset=utf-8", headers: { "cache-control": "no-cache" } }))
    : Effect.fail(notFound)
)
