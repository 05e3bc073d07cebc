import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { brandingOf } from "../../branding/reads.ts"
import { clientCookie, themeCss } from "../../branding/themeCss.ts"
import { ServerContext } from "../ServerContext.ts"
import { webLearnerDir } from "../webLearner.ts"

export const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=")
    if (k === name) return decodeURIComponent(v.join("=")).slice(0, 64)
  }
  return undefined
}

/** A 304 when the browser holds this version, else the body with its ETag (revalidated at each load). */
export const withEtag = (request: HttpServerRequest.HttpServerRequest, etag: string, answer: () => HttpServerResponse.HttpServerResponse, vary?: string) => {
  const headers = { etag, "cache-control": "no-cache", ...(vary === undefined ? {} : { vary }) }
  if (request.headers["if-none-match"] === etag) return HttpServerResponse.empty({ status: 304, headers })
  return HttpServerResponse.setHeaders(answer(), headers)
}

/** `/theme.css`: the configuration's theme, or the chosen client's (its cookie), as CSS variables. */
export const serveThemeCss = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const { programme } = yield* ServerContext
  const snapshot = brandingOf(programme.db)
  const clientId = cookieValue(request.headers["cookie"], clientCookie)
  const themed = clientId !== undefined && snapshot.answer.clients.some((c) => c.clientId === clientId) ? clientId : undefined
  const etag = `${snapshot.etag.slice(0, -1)}-${themed ?? ""}"`
  return withEtag(request, etag, () => HttpServerResponse.text(themeCss(snapshot.answer, themed), { contentType: "text/css; charset=utf-8" }), "cookie")
})

/**
 * `/config.json`, the learner app's start-up settings (web-learner/src/lib/settings.ts): the
 * operator's file beside `index.html`, plus what the login configuration decides before any
 * screen: maintenance and the page title. The app reads it already, so no request is added.
 */
export const serveAppConfig = Effect.gen(function* () {
  const { programme } = yield* ServerContext
  const operator = yield* Effect.sync(() => {
    try {
      return JSON.parse(readFileSync(join(webLearnerDir, "config.json"), "utf8")) as Record<string, unknown>
    } catch {
      return {}
    }
  })
  const { config } = brandingOf(programme.db).answer
  return HttpServerResponse.jsonUnsafe({ ...operator, title: config.title, underMaintenance: config.maintenance.on }, { headers: { "cache-control": "no-cache" } })
})
