import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { routeJs } from "../../bench/lib/learnerRouteJs.ts"
import { corePtBR } from "../../web-learner/src/i18n/core/pt-BR.ts"
import { ptBR } from "../../web-learner/src/i18n/pt-BR.ts"

// Issue 41, item 26: the login screen loads only what it needs, at or below 120 kB of gzip JS
// (DESIGN §7), measured on the build `npm test` makes first.
const dir = join(import.meta.dirname, "..", "..", "dist", "web-learner")

describe.runIf(existsSync(join(dir, "index.html")))("the learner app's login route", () => {
  const login = routeJs(dir, "login")

  it("loads at most 120 kB of gzip JS", () => {
    expect(login.gzipBytes / 1024).toBeLessThanOrEqual(120)
  })

  it("leaves out what only a logged-in screen needs: the query cache and the other screens", () => {
    const names = login.files.join(" ")
    for (const screen of ["appLayout", "home", "campaigns", "insertSales", "profile", "SignedInLanding", "QueryProvider"]) expect(names, screen).not.toMatch(new RegExp(`assets/${screen}-`))
    // TanStack Query's provider check: present in the build, absent from the login's files.
    for (const file of login.files) expect(readFileSync(join(dir, file), "utf8"), file).not.toContain("No QueryClient set")
  })

  it("has every text it names in its first script (i18n/core/), since the whole catalogue loads only after it", () => {
    // A key the login's scripts name outside i18n/core/ would show as the bare key. The menu's
    // labels (app/modules.ts) are data read after the login and are left out.
    const keys = new Set(Object.keys(ptBR))
    const named = login.files
      .filter((f) => !/assets\/(i18n|modules)-/.test(f))
      .flatMap((f) => [...readFileSync(join(dir, f), "utf8").matchAll(/[`"']([a-zA-Z0-9_.-]+)[`"']/g)].map((m) => m[1]!))
      .filter((k) => keys.has(k))
    expect(named.length).toBeGreaterThan(10)
    expect(named.filter((k) => !Object.hasOwn(corePtBR, k))).toEqual([])
  })
})
