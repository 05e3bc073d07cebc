/** The service worker's cache of the learner's API reads; emptied at logout (another user may log in on the phone). */
export const apiCacheName = "vitrine-api"

/** Set by the service worker on an answer it read from its cache: the time the server gave it. */
export const offlineAsOfHeader = "x-vitrine-offline-as-of"

/** The worker's message to the page that asked, for each answer it served from its cache. */
export const offlineAnswerMessage = "vitrine-offline-answer"
export interface OfflineAnswer {
  readonly type: typeof offlineAnswerMessage
  readonly url: string
  /** The server's `Date` of the answer kept. */
  readonly asOf: string
}

/** A page's question to the worker: which of the answers it was given came from the cache. */
export const offlineAskMessage = "vitrine-offline-ask"
