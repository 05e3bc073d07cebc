import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router"
import { createRouter } from "./app/router.tsx"
import { initLanguage } from "./i18n/index.ts"
import { loadSettings } from "./lib/settings.ts"
import { loadStorage } from "./lib/storage.ts"
import "./styles.css"
import "./design.css"

// The app's own uncaught errors go to the server (issue 49); the reporter loads only when one happens.
const report = (event: ErrorEvent | PromiseRejectionEvent) => void import("./lib/reportError.ts").then((m) => m.reportError(event))
addEventListener("error", report)
addEventListener("unhandledrejection", report)

// The login screen is the first one most visits show: its chunk is fetched now, alongside the
// stores and settings, instead of after them (one round trip less on a slow phone; issue 41, item 26).
if (window.location.pathname === "/") void import("./app/routes/login.tsx")

// Encrypted stores are read (and unreadable ones dropped) before the first screen, while the
// deployment's settings arrive.
await Promise.all([loadStorage(), loadSettings()])
await initLanguage()

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    {/* The query cache comes with the screens that read (app/QueryProvider.tsx), not with the login form. */}
    <RouterProvider router={createRouter()} />
  </StrictMode>
)
