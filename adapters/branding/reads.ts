import { createHash } from "node:crypto"
import type Database from "better-sqlite3"
import type { LoginConfig, ThemeColors } from "../../domain/branding/schemas.ts"
import type { LoginConfigAnswer } from "../../domain/api/branding/schemas.ts"

/** The learner app's own look (web-learner/public/theme.css) until a superuser configures another. */
export const defaultColors: ThemeColors = { primary: "#0b5394", onPrimary: "#ffffff", background: "#ffffff", text: "#1a1a1a" }

export const defaultLoginConfig: LoginConfig = {
  title: "Vitrine",
  colors: defaultColors,
  logos: {},
  backgrounds: {},
  defaultLanguage: "pt-BR",
  signUpFields: ["document", "birthday"],
  passwordStrength: "medium",
  recaptcha: false,
  cookies: { type: "banner", optional: ["analytics"] },
  maintenance: { on: false, message: {}, retryAfterSeconds: 600 },
  ssoButtons: []
}

export type ClientTheme = LoginConfigAnswer["clients"][number]

export interface BrandingSnapshot {
  /** Each row's save counter: changes whenever a configuration or theme is saved. */
  readonly key: string
  readonly answer: LoginConfigAnswer
  /** The answer's hash: the ETag of `GET /api/login-config` and `/theme.css`. */
  readonly etag: string
}

const cache = new WeakMap<Database.Database, BrandingSnapshot>()
/** The counters' statement, prepared once per connection: preparing it cost as much as the learner's whole query. */
const keys = new WeakMap<Database.Database, Database.Statement<[], string | null>>()

/**
 * The configuration and client themes, read again only when a save moved the counters: the
 * maintenance check runs at every learner request, a one-row aggregate is all it costs.
 */
export const brandingOf = (db: Database.Database): BrandingSnapshot => {
  let counters = keys.get(db)
  if (counters === undefined) keys.set(db, (counters = db.prepare<[], string | null>("SELECT group_concat(id || ':' || version) FROM branding_configs").pluck()))
  const key = counters.get() ?? ""
  const cached = cache.get(db)
  if (cached !== undefined && cached.key === key) return cached
  const rows = db.prepare<[], { id: string; config: string }>("SELECT id, config FROM branding_configs ORDER BY id").all()
  const login = rows.find((r) => r.id === "login")
  const clients = rows.filter((r) => r.id.startsWith("client.")).map((r) => JSON.parse(r.config) as ClientTheme)
  const answer = { configured: login !== undefined, config: login === undefined ? defaultLoginConfig : (JSON.parse(login.config) as LoginConfig), clients }
  const snapshot = { key, answer, etag: `"${createHash("sha256").update(JSON.stringify(answer)).digest("base64url").slice(0, 22)}"` }
  cache.set(db, snapshot)
  return snapshot
}

/** Every file id the public may read: the logos and backgrounds of the configuration and themes. */
export const publicFileIds = (answer: LoginConfigAnswer): ReadonlySet<string> => {
  const { logos, backgrounds } = answer.config
  const ids = [
    ...Object.values(logos).flatMap((set) => [set?.desktop, set?.mobile]),
    backgrounds.desktop,
    backgrounds.mobile,
    ...answer.clients.map((c) => c.logoFileId)
  ]
  return new Set(ids.filter((id): id is string => id !== undefined))
}
