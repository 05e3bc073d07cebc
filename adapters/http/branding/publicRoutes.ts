import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { brandingOf } from "../../branding/reads.ts"
import { clientCookie, headerLogoIds, themeCss } from "../../branding/themeCss.ts"
import { iconLogoId, logoIcon, logoRatio, type IconKind } from "../../branding/logoImages.ts"
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
  const ratios = new Map<string, number | undefined>()
  for (const fileId of Object.values(headerLogoIds(snapshot.answer, themed))) ratios.set(fileId, yield* logoRatio(programme.db, fileId))
  return withEtag(request, etag, () => HttpServerResponse.text(themeCss(snapshot.answer, themed, ratios), { contentType: "text/css; charset=utf-8" }), "cookie")
})

/** The build's own icons, for a deployment without a logo. */
const defaultIcons: Record<IconKind, { file: string; contentType: string }> = {
  favicon: { file: "icon.svg", contentType: "image/svg+xml" },
  "apple-touch-icon": { file: "icon-192.png", contentType: "image/png" }
}

/**
 * `/favicon` and `/apple-touch-icon`, linked by the learner app's `index.html`: the chosen client's
 * logo (its cookie, as `/theme.css`), else the deployment's, cut square; the app's own icon when
 * no logo is set. Revalidated by ETag, so a new logo shows at the next load.
 */
export const serveIcon = (kind: IconKind) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const { programme } = yield* ServerContext
    const answer = brandingOf(programme.db).answer
    const logoId = iconLogoId(answer, cookieValue(request.headers["cookie"], clientCookie))
    const icon = logoId === undefined ? undefined : yield* logoIcon(programme.db, logoId, kind)
    if (icon !== undefined) {
      const etag = `"${createHash("sha256").update(icon.key).digest("base64url").slice(0, 22)}"`
      return withEtag(request, etag, () => HttpServerResponse.uint8Array(icon.png, { contentType: "image/png" }), "cookie")
    }
    const fallback = defaultIcons[kind]
    const bytes = yield* Effect.sync(() => {
      try {
        return new Uint8Array(readFileSync(join(webLearnerDir, fallback.file)))
      } catch {
        return undefined
      }
    })
    if (bytes === undefined) return HttpServerResponse.text("Not built", { status: 404 })
    const etag = `"default-${createHash("sha256").update(bytes).digest("base64url").slice(0, 16)}"`
    return withEtag(request, etag, () => HttpServerResponse.uint8Array(bytes, { contentType: fallback.contentType }), "cookie")
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
  // The countries the deployment serves (those with a campaign): with several, the learner picks one before login (SPEC §2).
  const countries = programme.db.prepare<[], string>("SELECT DISTINCT country FROM campaigns ORDER BY country").pluck().all()
  return HttpServerResponse.jsonUnsafe({ ...operator, title: config.title, underMaintenance: config.maintenance.on, countries }, { headers: { "cache-control": "no-cache" } })
})
