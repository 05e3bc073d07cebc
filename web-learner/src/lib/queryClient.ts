import { QueryClient } from "@tanstack/react-query"
import { ApiError, onLoggedOut } from "./api-client.ts"

/**
 * The app's one query cache. It is not in the entry: the login form reads nothing, so the
 * library loads with the first screen that reads (app/QueryProvider.tsx; issue 41, item 26).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // A 4xx will answer the same again; only network trouble and 5xx are worth one retry.
    // Offline, a read is still tried once: the service worker may answer it from its cache, and says so (issue 48).
    queries: { retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500), refetchOnWindowFocus: false, networkMode: "offlineFirst" }
  }
})

// The guards see the cleared session and send the user to login; cached data goes with it.
onLoggedOut(() => queryClient.clear())
