import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { ApiFailure } from "../../domain/api/ApiFailure.ts"
import { ServerContext } from "./ServerContext.ts"
import { serveWebAdmin } from "./webAdmin.ts"
import { serveWebLearner, webLearnerBuilt } from "./webLearner.ts"

/**
 * `/healthz` (DESIGN §5): ready when the database answers and every migration is applied.
 * `503` otherwise, so a load balancer stops sending requests here.
 */
const health = Effect.gen(function* () {
  const { programme } = yield* ServerContext
  const ok = yield* Effect.try(() => {
    programme.db.prepare("SELECT 1 FROM events LIMIT 1").all()
    return programme.db.prepare<[], number>("SELECT count(*) FROM __drizzle_migrations").pluck().get() ?? 0
  }).pipe(Effect.orElseSucceed(() => -1))
  return HttpServerResponse.jsonUnsafe(ok >= 0 ? { status: "ok", migrations: ok } : { status: "unavailable" }, { status: ok >= 0 ? 200 : 503 })
})

/**
 * Until a web app is built (DESIGN §7), `/` (and `/admin/` without dist/web-admin) says so and point to the API
 * reference, rather than pretend to be an app.
 */
const placeholder = (app: string) =>
  HttpServerResponse.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vitrine</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Vitrine</h1>
<p>The ${app} is not built yet: this server answers the API only.</p>
<p>See the interactive API reference at <a href="/api/docs">/api/docs</a> (log in with <code>POST /o/token/</code>).</p>
</body></html>`)

const unknownApiPath = Effect.fail(new ApiFailure({ status: 404, code: "http.not_found", details: {} }))

export const PagesLive = Layer.mergeAll(
  HttpRouter.add("GET", "/healthz", health),
  HttpRouter.add("GET", "/admin/*", serveWebAdmin(Effect.succeed(placeholder("admin console")))),
  HttpRouter.add("GET", "/api/*", unknownApiPath),
  // The learner app once built (`npm run build`); the placeholder otherwise.
  HttpRouter.add("GET", "/*", Effect.suspend(() => (webLearnerBuilt() ? serveWebLearner : Effect.succeed(placeholder("learner app")))))
)
