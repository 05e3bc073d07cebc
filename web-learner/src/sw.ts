/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from "workbox-core"
import { ExpirationPlugin } from "workbox-expiration"
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching"
import { NavigationRoute, registerRoute } from "workbox-routing"
import { CacheFirst, NetworkFirst } from "workbox-strategies"
import { unzipSync } from "fflate"
import { get } from "idb-keyval"
import { offlineScormPage, offlineScormPrefix, offlineScormSandbox, offlineScormTarget, typeOf } from "./features/offline/api/offline2ScormPage.ts"
import { files, records, type OfflineRecord } from "./features/offline/api/offlineRecords.ts"
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
 * A SCORM package kept for offline use (features/offline/api/offline2ScormPage.ts): its pages from
 * the zip on the device, under the server's sandbox CSP; before the app's pages' route, which
 * would answer these navigations with the shell.
 */
const unzipped = new Map<string, Promise<Record<string, Uint8Array>>>()
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(offlineScormPrefix),
  async ({ url }) => {
    const target = offlineScormTarget(url)
    const record = target === undefined ? undefined : await get<OfflineRecord>(target.itemId, records)
    const zip = record?.scorm === undefined || record.downloading ? undefined : await get<Blob>(record.file, files)
    if (target === undefined || record?.scorm === undefined || zip === undefined) return new Response("Not found", { status: 404 })
    // One unzip per kept file: a page's reload does not read the whole zip again.
    const key = `${record.file}@${record.updated_date}`
    if (!unzipped.has(key)) unzipped.set(key, zip.arrayBuffer().then((b) => unzipSync(new Uint8Array(b))))
    const entries = await unzipped.get(key)!
    const headers = { "content-security-policy": offlineScormSandbox, "cache-control": "no-store" }
    const type = typeOf(target.path)
    if (!type.startsWith("text/html")) {
      const bytes = entries[target.path]
      return bytes === undefined ? new Response("Not found", { status: 404 }) : new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { ...headers, "content-type": type } })
    }
    const page = offlineScormPage(entries, target.path, record.scorm, target.state ?? record.scorm.state)
    return page === undefined ? new Response("Not found", { status: 404 }) : new Response(page, { headers: { ...headers, "content-type": type } })
  }
)

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
