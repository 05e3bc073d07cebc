/**
 * Tells the server of the console's own uncaught errors (`POST /api/client-errors`), loaded only when
 * one happens. SPEC §8's ignores (network errors, time-outs, chunk-load failures, duplicate
 * navigation, 500-status messages) are left out here already; the server checks again.
 */
const ignored = /failed to fetch|networkerror|load failed|time-?out|timed out|dynamically imported module|importing a module script|chunk|redundant navigation|navigationduplicated|\b500\b/i

let sent = 0

export const reportError = (event: ErrorEvent | PromiseRejectionEvent): void => {
  const error: unknown = "reason" in event ? event.reason : (event.error ?? event.message)
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000)
  if (ignored.test(message) || sent >= 5) return
  sent += 1
  void fetch("/api/client-errors", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      app: "admin",
      kind: "reason" in event ? "unhandledrejection" : "error",
      message,
      stack: error instanceof Error ? (error.stack ?? "").slice(0, 4000) : "",
      // The console routes by hash (#/sales/…): the record ids there are an admin's, not personal data.
      path: `${location.pathname}${location.hash}`.slice(0, 500)
    })
  }).catch(() => undefined)
}
