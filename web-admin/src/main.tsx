import { createRoot } from "react-dom/client"
import { App } from "./App.tsx"

// The console's own uncaught errors go to the server (issue 49); the reporter loads only when one happens.
const report = (event: ErrorEvent | PromiseRejectionEvent) => void import("./branding/reportError.ts").then((m) => m.reportError(event))
addEventListener("error", report)
addEventListener("unhandledrejection", report)

createRoot(document.getElementById("root")!).render(<App />)
