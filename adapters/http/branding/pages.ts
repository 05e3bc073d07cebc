import { Layer } from "effect"
import { HttpRouter } from "effect/http"
import { serveAppConfig, serveIcon, serveThemeCss } from "./publicRoutes.ts"
import { serveManifest } from "./offline2Manifest.ts"

/** The learner app's generated files (DESIGN §7): they stand in for the build's own copies. */
export const BrandingPagesLive = Layer.mergeAll(
  HttpRouter.add("GET", "/theme.css", serveThemeCss),
  HttpRouter.add("GET", "/config.json", serveAppConfig),
  HttpRouter.add("GET", "/manifest.webmanifest", serveManifest),
  HttpRouter.add("GET", "/favicon", serveIcon("favicon")),
  HttpRouter.add("GET", "/apple-touch-icon", serveIcon("apple-touch-icon"))
)
