import { existsSync, readFileSync, statSync } from "node:fs"
import { extname, join, normalize, sep } from "node:path"
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"

/**
 * Where `npm run build` puts the admin console (vite's outDir in web-admin/vite.config.ts): beside
 * this module when it runs bundled as dist/vitrine.mjs, else two levels up from adapters/http.
 */
export const webAdminDir = existsSync(join(import.meta.dirname, "web-admin"))
  ? join(import.meta.dirname, "web-admin")
  : join(import.meta.dirname, "..", "..", "dist", "web-admin")

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2"
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

/**
 * `GET /admin/*`: the built console's files; any other path under `/admin/` is a client-side
 * route, so it answers index.html (SPA fallback). Hashed assets are cached for a year; index.html
 * never, so a new build is picked up at the next load. Without a build, `fallback` answers.
 */
export const serveWebAdmin = (fallback: Effect.Effect<HttpServerResponse.HttpServerResponse>, dir = webAdminDir) =>
  Effect.gen(function* () {
    const index = join(dir, "index.html")
    if (!isFile(index)) return yield* fallback
    const request = yield* HttpServerRequest.HttpServerRequest
    const pathname = decodeURIComponent(new URL(request.url, "http://x").pathname)
    // normalize() resolves `..`; a path that leaves `dir` falls back to index.html.
    const candidate = normalize(join(dir, pathname.replace(/^\/admin\/?/, "")))
    const file = candidate.startsWith(dir + sep) && isFile(candidate) ? candidate : index
    const immutable = file !== index && file.includes(`${sep}assets${sep}`)
    return HttpServerResponse.uint8Array(readFileSync(file), {
      contentType: types[extname(file)] ?? "application/octet-stream",
      headers: { "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache" }
    })
  })
