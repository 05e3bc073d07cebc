/**
 * Registers the service worker (web-learner/src/sw.ts) once signed in: the login's JS stays as it
 * is, and the first screens after it are what the worker keeps. Browsers without service workers
 * (or an insecure origin) run the app as before, online only.
 */
export const registerWorker = (): void => {
  if (!("serviceWorker" in navigator)) return
  void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined)
}
