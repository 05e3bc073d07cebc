import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router"
import { createRouter } from "./app/router.tsx"
import { initLanguage } from "./i18n/index.ts"
import { loadSettings } from "./lib/settings.ts"
import { loadStorage } from "./lib/storage.ts"
import "./styles.css"

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
