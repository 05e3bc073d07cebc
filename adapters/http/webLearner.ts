import { existsSync } from "node:fs"
import { basename, join } from "node:path"
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { answerFile, loadBuild, type Build } from "./staticFiles.ts"

/**
 * The built learner app (DESIGN §5: `/` and every other non-API path). From the bundled CLI this
 * module lives in `dist/`, from source in `adapters/http/`: both find `dist/web-learner/`.
 */
const here = import.meta.dirname
export const webLearnerDir = basename(here) === "dist" ? join(here, "web-learner") : join(here, "..", "..", "dist", "web-learner")

/** The build's files, read at the first request once built (a rebuild needs a restart, like the CLI). */
let build: Build | undefined
const files = (): Build => (build?.has("/index.html") ? build : (build = loadBuild(webLearnerDir)))

export const webLearnerBuilt = (): boolean => build?.has("/index.html") === true || existsSync(join(webLearnerDir, "index.html"))

/**
 * A file of the build when the path names one, else `index.html`, so client-side routes load the
 * app and it shows its own not-found screen. The path is only looked up: never kept.
 */
export const serveWebLearner = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const path = decodeURIComponent(new URL(request.url, "http://x").pathname)
  const file = files().get(path) ?? files().get("/index.html")
  if (file === undefined) return HttpServerResponse.text("Not built", { status: 404 })
  return answerFile(file, request.headers["accept-encoding"])
}).pipe(Effect.catchCause(() => Effect.succeed(HttpServerResponse.text("Bad request", { status: 400 }))))
