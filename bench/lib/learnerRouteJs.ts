// What the learner app's browser downloads for one route, from the build alone: the scripts
// index.html loads and preloads, their static imports, and the route's lazy chunk with its static
// imports, followed transitively. Lazy imports inside them (other screens, the client choice after
// login, the query cache) load later and are not counted. Used by `npm run bench -- web` and the
// budget test (tests/web-learner/loginBudget.spec.ts; DESIGN §7: ≤ 120 kB gzip for the login).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

export const staticImports = (source: string): Array<string> =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)].map((m) => `assets/${m[1]}`)

export interface RouteJs {
  readonly files: ReadonlyArray<string>
  readonly gzipBytes: number
}

/** `route` is the screen's module name in `app/routes/` (`login` for `/`). */
export const routeJs = (dir: string, route: string): RouteJs => {
  const html = readFileSync(join(dir, "index.html"), "utf8")
  const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    staticImports(readFileSync(join(dir, file), "utf8")).forEach(visit)
  }
  entry.forEach(visit)
  // The route's chunk is named after its module (`login-<hash>.js`) and imported lazily by the router.
  const lazy = [...files].flatMap((f) => [...readFileSync(join(dir, f), "utf8").matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)].map((m) => m[1]!))
  const chunk = lazy.find((f) => f.startsWith(`${route}-`))
  if (chunk === undefined) throw new Error(`no lazy chunk for the route ${route}`)
  visit(`assets/${chunk}`)
  const gzipBytes = [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length, 0)
  return { files: [...files], gzipBytes }
}
