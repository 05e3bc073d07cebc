import { existsSync } from "node:fs"
import { join } from "node:path"
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { answerFile, loadBuild, type Build } from "./staticFiles.ts"

/**
 * Where `npm run build` puts the admin console (vite's outDir in web-admin/vite.config.ts): beside
 * this module when it runs bundled as dist/vitrine.mjs, else two levels up from adapters/http.
 */
export const webAdminDir = existsSync(join(import.meta.dirname, "web-admin"))
  ? join(import.meta.dirname, "web-admin")
  : join(import.meta.dirname, "..", "..", "dist", "web-admin")

/** Builds by folder, each read once at its first request: a requested path is never kept. */
const builds = new Map<string, Build>()
const buildOf = (dir: string): Build => {
  let build = builds.get(dir)
  if (build === undefined || !build.has("/index.html")) builds.set(dir, (build = loadBuild(dir)))
  return build
}

/**
 * `GET /admin/*`: the built console's files; any other path under `/admin/` is a client-side
 * route, so it answers index.html (SPA fallback). Hashed assets are cached for a year; index.html
 * never, so a new build is picked up at the next load. Without a build, `fallback` answers.
 */
export const serveWebAdmin = (fallback: Effect.Effect<HttpServerResponse.HttpServerResponse>, dir = webAdminDir) =>
  Effect.gen(function* () {
    const build = buildOf(dir)
    const index = build.get("/index.html")
    if (index === undefined) return yield* fallback
    const request = yield* HttpServerRequest.HttpServerRequest
    const pathname = decodeURIComponent(new URL(request.url, "http://x").pathname)
    const file = build.get(pathname.replace(/^\/admin\/?/, "/")) ?? index
    return answerFile(file, request.headers["accept-encoding"])
  })
