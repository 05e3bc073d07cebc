import { HttpServerResponse } from "effect/http"
import { embedHosts } from "../../domain/rules/embeds.ts"

/**
 * The two apps' Content-Security-Policy (issue 41): scripts only from our own files (the built
 * index.html has no inline script), never framed (clickjacking on approve buttons), no plugins.
 * Styles allow inline because MUI and emotion write `<style>` tags at run time; images allow
 * `data:` and `blob:` for the invoice photo preview taken with the camera.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  // The activity player frames only the embed allow-list's hosts (DESIGN §4.8), over https.
  `frame-src 'self' ${embedHosts.flatMap((h) => [`https://${h}`, `https://*.${h}`]).join(" ")}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'"
].join("; ")

/** Headers of every file of the two apps. */
export const appSecurityHeaders = {
  "content-security-policy": contentSecurityPolicy,
  "x-frame-options": "DENY"
} as const

/**
 * Headers of every answer: no type sniffing (an uploaded file is served as what it was sniffed
 * to be, never as what a browser guesses), and no full URL in Referer (recovery links carry tokens).
 */
const everywhere = { "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" } as const

/**
 * API answers carry personal data or tokens (the session, statements, `/o/token/`, recovery): no
 * cache may keep them, unless the route said otherwise (a file download chooses its own).
 */
const isApi = (url: string): boolean => url.startsWith("/api/") || url.startsWith("/o/")

/** Adds the headers every answer carries; `url` as the request line gave it. */
export const withSecurityHeaders = (url: string, response: HttpServerResponse.HttpServerResponse): HttpServerResponse.HttpServerResponse => {
  const headers: Record<string, string> = { ...everywhere }
  if (isApi(url) && response.headers["cache-control"] === undefined) headers["cache-control"] = "no-store"
  return HttpServerResponse.setHeaders(response, headers)
}
