import * as oidc from "openid-client"
import type { SsoIssuer } from "./issuers.ts"

/** Loopback issuers (tests, a provider on the same machine) may speak plain HTTP; any other must be HTTPS. */
const isLoopback = (url: URL): boolean => url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)

/**
 * The issuers' discovered settings, kept per issuer (openid-client's `Configuration` caches the
 * provider's keys too). A failed discovery is forgotten, so the next sign-in tries again.
 */
export const makeOpenIdConfigurations = (timeoutSeconds = 10) => {
  const cache = new Map<string, { key: string; config: Promise<oidc.Configuration> }>()
  return (issuer: SsoIssuer): Promise<oidc.Configuration> => {
    // A changed issuer (add-issuer again) is discovered anew.
    const key = `${issuer.issuerUrl}\n${issuer.clientId}\n${issuer.clientSecret ?? ""}`
    const cached = cache.get(issuer.issuerId)
    if (cached?.key === key) return cached.config
    const url = new URL(issuer.issuerUrl)
    const auth = issuer.clientSecret === null ? oidc.None() : oidc.ClientSecretBasic(issuer.clientSecret)
    const config = oidc.discovery(url, issuer.clientId, undefined, auth, { timeout: timeoutSeconds, ...(isLoopback(url) ? { execute: [oidc.allowInsecureRequests] } : {}) })
    config.catch(() => cache.delete(issuer.issuerId))
    cache.set(issuer.issuerId, { key, config })
    return config
  }
}
export type OpenIdConfigurations = ReturnType<typeof makeOpenIdConfigurations>
