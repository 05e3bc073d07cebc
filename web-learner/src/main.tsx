import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router"
import { createRouter } from "./app/router.tsx"
import { initLanguage } from "./i18n/index.ts"
import { ApiError, onLoggedOut } from "./lib/api-client.ts"
import { loadSettings } from "./lib/settings.ts"
import { loadStorage } from "./lib/storage.ts"
import "./styles.css"

const queryClient = new QueryClient({
  defaultOptions: {
    // A 4xx will answer the same again; only network trouble and 5xx are worth one retry.
    queries: { retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500), refetchOnWindowFocus: false }
  }
})

// The guards see the cleared session and send the user to login; cached data goes with it.
onLoggedOut(() => queryClient.clear())

// Encrypted stores are read (and unreadable ones dropped) before the first screen, while the
// deployment's settings arrive.
await Promise.all([loadStorage(), loadSettings()])
await initLanguage()

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>
)
