import { appSettings } from "./settings.ts"

/**
 * Tells the server of this app's own uncaught errors (`POST /api/client-errors`), loaded only when
 * one happens. SPEC §8's ignores are left out here already (the server checks again): network
 * errors, time-outs, chunk-load failures, duplicate navigation, 500-status messages.
 */
const ignored = /failed to fetch|networkerror|load failed|time-?out|timed out|dynamically imported module|importing a module script|chunk|redundant navigation|navigationduplicated|\b500\b/i

let sent = 0

export const reportError = (event: ErrorEvent | PromiseRejectionEvent): void => {
  const error: unknown = "reason" in event ? event.reason : (event.error ?? event.message)
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000)
  // A page in a crash loop sends a few, not thousands; under maintenance nothing is worth telling.
  if (ignored.test(message) || sent >= 5 || appSettings().underMaintenance) return
  sent += 1
  const stack = error instanceof Error ? (error.stack ?? "").slice(0, 4000) : ""
  void fetch("/api/client-errors", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ app: "learner", kind: "reason" in event ? "unhandledrejection" : "error", message, stack, path: location.pathname.slice(0, 500) })
  }).catch(() => undefined)
}
