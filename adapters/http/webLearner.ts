import { existsSync, readFileSync } from "node:fs"
import { basename, extname, join, normalize, sep } from "node:path"
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"

/**
 * The built learner app (DESIGN §5: `/` and every other non-API path). From the bundled CLI this
 * module lives in `dist/`, from source in `adapters/http/`: both find `dist/web-learner/`.
 */
const here = import.meta.dirname
export const webLearnerDir = basename(here) === "dist" ? join(here, "web-learner") : join(here, "..", "..", "dist", "web-learner")

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  // PDF.js's worker is an ES module file (.mjs): a worker module refuses any other type.
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8"
}

/** Files are few and small: read once, kept in memory (a rebuild needs a restart, like the CLI). */
const cache = new Map<string, Uint8Array | null>()
const readOnce = (file: string): Uint8Array | null => {
  if (!cache.has(file)) cache.set(file, existsSync(file) ? readFileSync(file) : null)
  return cache.get(file) ?? null
}

export const webLearnerBuilt = (): boolean => existsSync(join(webLearnerDir, "index.html"))

/**
 * A file of the build when the path names one (hashed assets cached for a year), else
 * `index.html`, so client-side routes load the app and it shows its own not-found screen.
 */
export const serveWebLearner = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const path = decodeURIComponent(new URL(request.url, "http://x").pathname)
  const file = normalize(join(webLearnerDir, path))
  const inside = file.startsWith(webLearnerDir + sep) && extname(file) !== ""
  const bytes = inside ? readOnce(file) : null
  if (bytes !== null)
    return HttpServerResponse.uint8Array(bytes, {
      contentType: types[extname(file)] ?? "application/octet-stream",
      headers: { "cache-control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache" }
    })
  const index = readOnce(join(webLearnerDir, "index.html")) ?? new Uint8Array()
  return HttpServerResponse.uint8Array(index, { contentType: types[".html"]!, headers: { "cache-control": "no-cache" } })
}).pipe(Effect.catchCause(() => Effect.succeed(HttpServerResponse.text("Bad request", { status: 400 }))))
