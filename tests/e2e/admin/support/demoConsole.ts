import type { Page } from "playwright-core"
import { browser } from "./browser.ts"
import { startDemoServer, type DemoServer } from "./demoServer.ts"
import { logIn } from "./pages.ts"

/**
 * A spec file's console over its own demo server: the server, one page of the run's Chromium
 * (30 s for each wait: CI's two cores run several files at once), logged in as `user` when given.
 */
export const openDemoConsole = async (user?: string): Promise<{ s: DemoServer; page: Page }> => {
  const s = await startDemoServer()
  const page = await (await browser()).context.newPage()
  page.setDefaultTimeout(30_000)
  if (user !== undefined) await logIn(page, s.url, user)
  return { s, page }
}

/** Closes what `openDemoConsole` opened (the file's Chromium with it: one browser per file's worker). */
export const closeDemoConsole = async (s: DemoServer | undefined): Promise<void> => {
  await (await browser()).close()
  await s?.close()
}
