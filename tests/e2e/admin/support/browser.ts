import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium, type BrowserContext } from "playwright-core"

// Debian's Chromium with the flags that keep it quiet and headless on CI (STACK-NOTES §9).
const flags = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"
]

let shared: Promise<{ context: BrowserContext; close: () => Promise<void> }> | undefined

/** One Chromium for the whole file (the e2e suite is one file: one browser per run). */
export const browser = () =>
  (shared ??= (async () => {
    const profile = mkdtempSync(join(tmpdir(), "vitrine-chromium-"))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      headless: true,
      args: flags,
      viewport: { width: 1280, height: 800 },
      locale: "en-US"
    })
    return {
      context,
      close: async () => {
        await context.close()
        rmSync(profile, { recursive: true, force: true })
      }
    }
  })())
