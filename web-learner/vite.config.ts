import react from "@vitejs/plugin-react"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
import { VitePWA } from "vite-plugin-pwa"
import { pwaIcons } from "./pwa/icons.ts"
import { manifest } from "./pwa/manifest.ts"

const outDir = fileURLToPath(new URL("../dist/web-learner", import.meta.url))

/**
 * The files the first screen needs, read from the built index.html (its entry script, styles and
 * preloaded chunks): the service worker keeps these at install; every other chunk is kept the first
 * time a screen loads it (web-learner/src/sw.ts), so the install does not fetch every screen.
 */
const shellOnly = (entries: Array<{ url: string; size: number; revision: string | null }>) => {
  const html = readFileSync(`${outDir}/index.html`, "utf8")
  return { manifest: entries.filter((e) => !e.url.startsWith("assets/") || html.includes(`/${e.url}"`)), warnings: [] }
}

// Built into dist/web-learner/ at the package root; the server serves it at `/` (DESIGN §5).
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/",
  plugins: [
    react(),
    pwaIcons(fileURLToPath(new URL("public/icon.svg", import.meta.url))),
    // Workbox through its Vite plugin (README's dependency table); our own worker source, its precache list injected.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      // Registered by the app after login (features/offline/registerWorker.ts), never in the login's JS.
      injectRegister: false,
      manifest,
      // The server answers the manifest per client from the `vitrine_client` cookie (adapters/http/branding/offline2Manifest.ts); a manifest is fetched without cookies unless asked.
      useCredentials: true,
      includeManifestIcons: false,
      injectManifest: {
        // Not config.json: the operator's settings are read from the network first (sw.ts), never frozen in a precache.
        globPatterns: ["index.html", "*.{png,svg}", "assets/*.{js,css}"],
        manifestTransforms: [shellOnly]
      }
    })
  ],
  build: {
    outDir,
    emptyOutDir: true,
    target: "es2022",
    // A stable report of the chunk sizes is printed by `npm run bench -- web` instead.
    reportCompressedSize: false
  }
})
