import { useSyncExternalStore } from "react"
import { isLoggedIn, onSessionChange } from "../../../lib/session.ts"
import { apiCacheName, offlineAnswerMessage, offlineAskMessage, type OfflineAnswer } from "../../../lib/offlineCaches.ts"

let asOf: number | undefined
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

/**
 * Notes an answer the worker read from its cache: "shown as of" moves back to its time (the oldest
 * answer on screen is what the learner must know about).
 */
export const noteAnswer = (at: number): void => {
  if (Number.isNaN(at) || (asOf !== undefined && asOf <= at)) return
  asOf = at
  emit()
}

// The worker tells the page of each answer it served from its cache (sw.ts). Listening from here,
// the signed-in frame's module, keeps the login's JS as it was (its budget is full).
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.addEventListener("message", (e: MessageEvent<OfflineAnswer>) => {
    if (e.data?.type === offlineAnswerMessage) noteAnswer(Date.parse(e.data.asOf))
  })
  // The reads made before this module loaded: the worker remembers them for this page.
  navigator.serviceWorker.controller?.postMessage({ type: offlineAskMessage })
}



/** The connection is back and the screens read again: nothing shown is old any more. */
export const clearOfflineAnswers = (): void => {
  asOf = undefined
  emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The time of the oldest cached answer on screen, or undefined when all came from the server. */
export const useOfflineAsOf = (): number | undefined => useSyncExternalStore(subscribe, () => asOf)

// The worker's copies of my answers are mine: when the session ends (logout, or lost), they go, and
// the next user of the phone never reads them.
onSessionChange(() => {
  if (isLoggedIn()) return
  clearOfflineAnswers()
  if ("caches" in window) void caches.delete(apiCacheName)
})
