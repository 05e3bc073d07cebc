import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import type { LoginConfigAnswer } from "../../../domain/api/branding/schemas.ts"
import { brandingOf } from "../../branding/reads.ts"
import { clientCookie } from "../../branding/themeCss.ts"
import type { Programme } from "../../programme/Programme.ts"
import { ServerContext } from "../ServerContext.ts"
import { webLearnerDir } from "../webLearner.ts"
import { cookieValue, withEtag } from "./publicRoutes.ts"

interface Icon {
  readonly src: string
  readonly sizes?: string
  readonly type?: string
  readonly purpose?: string
}

type Manifest = Record<string, unknown> & { readonly icons?: ReadonlyArray<Icon> }

/** Enough to install when the app is not built (tests of the API alone): the build's own manifest is the source. */
const unbuilt: Manifest = { name: "Vitrine", short_name: "Vitrine", id: "/", start_url: "/", scope: "/", display: "standalone", icons: [] }

/**
 * The build's manifest (web-learner/pwa/manifest.ts through vite-plugin-pwa): its description,
 * display and install icons stay written in one place; read once, as the build is.
 */
let built: Manifest | undefined
const buildManifest = (): Manifest => {
  if (built !== undefined) return built
  try {
    return (built = JSON.parse(readFileSync(join(webLearnerDir, "manifest.webmanifest"), "utf8")) as Manifest)
  } catch {
    return unbuilt
  }
}

/** A launcher shows about twelve characters under an icon: a longer name is cut, not wrapped. */
const shortName = (name: string): string => (name.length <= 12 ? name : `${name.slice(0, 11).trimEnd()}…`)

const clientNameOf = (programme: Programme, clientId: string): string | undefined =>
  programme.db.prepare<[string], string>("SELECT name FROM clients WHERE client_id = ?").pluck().get(clientId)

const logoTypeOf = (programme: Programme, fileId: string): string | undefined =>
  programme.db.prepare<[string], string>("SELECT content_type FROM files WHERE file_id = ?").pluck().get(fileId)

/**
 * The manifest for a visitor (issue 48: "theme per client where the client sets one"): the chosen
 * client's name, colours and logo when that client has a theme; otherwise the deployment's (the
 * login configuration's title and colours), which is what every visitor gets before login.
 * The build's PNG icons always stay: install criteria ask for 192 and 512 pixel icons, and a logo
 * is of any size; the client's logo comes first, so a launcher that takes it shows the client.
 */
export const manifestFor = (programme: Programme, answer: LoginConfigAnswer, clientId: string | undefined): Manifest => {
  const base = buildManifest()
  const client = clientId === undefined ? undefined : answer.clients.find((c) => c.clientId === clientId)
  const name = client === undefined ? undefined : clientNameOf(programme, client.clientId)
  if (client === undefined || name === undefined) {
    const { title, colors } = answer.config
    return answer.configured
      ? { ...base, name: title, short_name: shortName(title), theme_color: colors.primary, background_color: colors.background }
      : base
  }
  const logoType = client.logoFileId === undefined ? undefined : logoTypeOf(programme, client.logoFileId)
  const logo: ReadonlyArray<Icon> =
    client.logoFileId === undefined || logoType === undefined
      ? []
      : [{ src: `/api/login-config/files/${encodeURIComponent(client.logoFileId)}`, type: logoType, ...(logoType === "image/svg+xml" ? { sizes: "any" } : {}), purpose: "any" }]
  return { ...base, name, short_name: shortName(name), theme_color: client.colors.primary, background_color: client.colors.background, icons: [...logo, ...(base.icons ?? [])] }
}

/**
 * `/manifest.webmanifest`, built per request in place of the build's static one: the client is the
 * `vitrine_client` cookie the app sets when one is chosen (index.html's link sends credentials for
 * it). Cached by an ETag of its own text, varying with the cookie.
 */
export const serveManifest = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const { programme } = yield* ServerContext
  const clientId = cookieValue(request.headers["cookie"], clientCookie)
  const text = JSON.stringify(manifestFor(programme, brandingOf(programme.db).answer, clientId))
  const etag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 22)}"`
  return withEtag(request, etag, () => HttpServerResponse.text(text, { contentType: "application/manifest+json" }), "cookie")
})
