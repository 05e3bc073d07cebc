import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { chromium, type BrowserServer } from "playwright-core"
import type { TestProject } from "vitest/node"
import { tmpdir } from "node:os"
import { writeQrVideo } from "./fakeCamera.ts"
import { DEMO_CHECKIN_CODE } from "../../../../fixtures/demo/field.ts"

const root = join(import.meta.dirname, "..", "..", "..", "..")

/** Debian's Chromium and the flags that keep it quiet and offline (STACK-NOTES pitfall 9). */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync"
]

let server: BrowserServer | undefined

/** The fake camera shows the QR of the demo meetups' check-in code (fixtures/demo/field.ts). */
const fakeCamera = join(tmpdir(), `vitrine-fake-camera-${process.pid}.y4m`)

/**
 * One browser for the whole run: the learner e2e files connect to it over its websocket. The app
 * is built here only when `npm test` has not built it already (targeted runs).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(root, "dist", "web-learner", "index.html")))
    execFileSync(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js"), "build", "-c", "web-learner/vite.config.ts", "--logLevel", "warn"], { cwd: root, stdio: "inherit" })
  writeQrVideo(fakeCamera, DEMO_CHECKIN_CODE)
  const camera = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${fakeCamera}`]
  server = await chromium.launchServer({ executablePath: "/usr/bin/chromium", headless: true, args: [...chromiumFlags, ...camera] })
  project.provide("chromiumWs", server.wsEndpoint())
  return async () => {
    await server?.close()
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    chromiumWs: string
  }
}
