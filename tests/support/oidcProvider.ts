import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import Provider from "oidc-provider"

/** A person at the provider: the login typed on its sign-in form is their e-mail. */
export interface ProviderPerson {
  readonly email: string
  readonly emailVerified?: boolean
}

export interface OidcTestProvider {
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string
  /** Stops answering (the provider "fails"): the port stays taken but every connection is refused from now on. */
  readonly stop: () => Promise<void>
}

/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1 and a free port, with its development
 * sign-in and consent forms. One confidential client whose redirect URIs are the given ones.
 */
export const startOidcProvider = async (o: { redirectUris: ReadonlyArray<string>; people?: Record<string, ProviderPerson> }): Promise<OidcTestProvider> => {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = "vitrine-test"
  const clientSecret = "vitrine-test-secret-0123456789"
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [...o.redirectUris], grant_types: ["authorization_code"], response_types: ["code"] }],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => {
        const person = o.people?.[sub]
        return { sub, email: person?.email ?? sub, email_verified: person?.emailVerified ?? true }
      }
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["oidc-test-cookie-key"] }
  })
  // Quiet: its development-only warnings are expected here.
  provider.on("server_error", () => undefined)
  server.on("request", provider.callback())
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  }
}

/** A browser's cookie jar, enough for the provider's own cookies on one host. */
const jar = () => {
  const cookies = new Map<string, string>()
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    keep: (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(";")
        const eq = pair!.indexOf("=")
        cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1))
      }
    }
  }
}

const formOf = (html: string, base: string): { action: string; fields: Record<string, string> } => {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
  if (action === undefined) throw new Error(`no form in the provider's page: ${html.slice(0, 300)}`)
  const fields: Record<string, string> = {}
  for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields[m[1]!] = m[2]!
  return { action: new URL(action.replace(/&amp;/g, "&"), base).href, fields }
}

/**
 * What a browser does at the provider: follows the authorization URL, signs in as `login` on the
 * development form, consents, and stops at the redirect back to us; answers that URL.
 */
export const signInAtProvider = async (authorizationUrl: string, login: string, returnsTo: string): Promise<URL> => {
  const cookies = jar()
  let url = authorizationUrl
  let init: RequestInit = {}
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { ...init, redirect: "manual", headers: { ...(init.headers as Record<string, string>), cookie: cookies.header() } })
    cookies.keep(res)
    const location = res.headers.get("location")
    if (location !== null) {
      const next = new URL(location, url)
      if (next.href.startsWith(returnsTo)) return next
      url = next.href
      init = {}
      continue
    }
    const { action, fields } = formOf(await res.text(), url)
    const body = new URLSearchParams(fields.prompt === "login" ? { ...fields, login, password: "any" } : fields)
    url = action
    init = { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }
  }
  throw new Error("the provider never sent the browser back")
}
