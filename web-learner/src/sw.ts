/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from "workbox-core"
import { ExpirationPlugin } from "workbox-expiration"
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching"
import { NavigationRoute, registerRoute } from "workbox-routing"
import { CacheFirst, NetworkFirst } from "workbox-strategies"
import { apiCacheName, offlineAnswerMessage, offlineAskMessage, offlineAsOfHeader, type OfflineAnswer } from "./lib/offlineCaches.ts"

/**
 * The learner app's service worker (issue 48, DESIGN §7): the shell opens offline, the screens
 * already seen open offline, and an API answer read from the cache says so (never stale in silence).
 */
// Workbox declares its plugins' hooks as `hook?: F | undefined`, which exactOptionalPropertyTypes refuses as a plugin.
const expireAfter = (maxEntries: number) => new ExpirationPlugin({ maxEntries }) as WorkboxPlugin

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

// A new build takes over at once: its shell and chunks are the ones the server now has.
void self.skipWaiting()
clientsClaim()
cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

/**
 * Pages: the network first, so a deployment shows at once; without one, the app's shell from the
 * precache, and the app routes itself. The console, the API and the OAuth routes are not the app's.
 */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request)
      } catch {
        return (await matchPrecache("index.html")) ?? Response.error()
      }
    },
    { denylist: [/^\/admin(\/|$)/, /^\/api\//, /^\/o\//] }
  )
)

// A screen's chunks never change under their hashed name: kept the first time a screen loads them.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  new CacheFirst({ cacheName: "vitrine-chunks", plugins: [expireAfter(400)] })
)

// The deployment's settings (lib/settings.ts): an operator's change shows at once online; offline, the last read.
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === "/config.json", new NetworkFirst({ cacheName: "vitrine-settings" }))

/**
 * The oldest cached answer served to each page, for a page whose listener came after its first
 * reads: it asks (`offlineAskMessage`) and is told.
 */
const servedAsOf = new Map<string, string>()
self.addEventListener("message", (e) => {
  const source = e.source
  if (e.data?.type !== offlineAskMessage || !(source instanceof Client)) return
  const asOf = servedAsOf.get(source.id)
  if (asOf !== undefined) source.postMessage({ type: offlineAnswerMessage, url: "", asOf } satisfies OfflineAnswer)
})

/**
 * The learner's own reads (`/api/me…`), from the network when there is one; without it, the last
 * answer, marked with when it was the server's answer (a header, and a message to the page that
 * asked), so the app shows "offline, as of …".
 * Media links are not here: a download for offline use is kept by the app itself.
 */
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === "GET" && (url.pathname === "/api/me" || url.pathname.startsWith("/api/me/")),
  new NetworkFirst({
    cacheName: apiCacheName,
    // The token changes at every refresh: the answer is the same user's (the cache is emptied at logout).
    matchOptions: { ignoreVary: true },
    plugins: [
      expireAfter(200),
      {
        cachedResponseWillBeUsed: async ({ cachedResponse, event, request }) => {
          if (!cachedResponse) return cachedResponse
          const asOf = cachedResponse.headers.get("date") ?? new Date().toUTCString()
          const clientId = event instanceof FetchEvent ? event.clientId : ""
          const oldest = servedAsOf.get(clientId)
          if (oldest === undefined || Date.parse(asOf) < Date.parse(oldest)) servedAsOf.set(clientId, asOf)
          ;(await self.clients.get(clientId))?.postMessage({ type: offlineAnswerMessage, url: request.url, asOf } satisfies OfflineAnswer)
          const headers = new Headers(cachedResponse.headers)
          headers.set(offlineAsOfHeader, asOf)
          return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers })
        }
      }
    ]
  })
)
