import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..")

const files = (dir: string): Array<string> =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    return statSync(join(root, path)).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : []
  })

const imports = (file: string): Array<string> =>
  [...readFileSync(join(root, file), "utf8").matchAll(/^\s*(?:import|export)[^"']*?from\s+["']([^"']+)["']/gm)].map((m) => m[1]!)

const resolvedTop = (file: string, spec: string): string =>
  spec.startsWith(".") ? relative(root, join(root, file, "..", spec)).split("/")[0]! : spec

describe("architecture: imports flow domain ← adapters ← cli", () => {
  it("domain imports only effect and itself", () => {
    const wrong = files("domain").flatMap((f) =>
      imports(f)
        .filter((spec) => (spec.startsWith(".") ? resolvedTop(f, spec) !== "domain" : spec !== "effect" && !spec.startsWith("effect/")))
        .map((spec) => `${f} → ${spec}`)
    )
    expect(wrong).toEqual([])
  })

  it("domain reads no wall clock and no random source", () => {
    const wrong = files("domain").filter((f) => /Date\.now\(|new Date\(\)|Math\.random\(/.test(readFileSync(join(root, f), "utf8")))
    expect(wrong).toEqual([])
  })

  it("adapters never import the CLI", () => {
    const wrong = files("adapters").flatMap((f) => imports(f).filter((s) => s.startsWith(".") && resolvedTop(f, s) === "cli").map((s) => `${f} → ${s}`))
    expect(wrong).toEqual([])
  })

  it("an aggregate's state.ts imports no evolve.ts: its definition lives in aggregate.ts, so no import circle", () => {
    const wrong = files("domain")
      .filter((f) => f.endsWith("/state.ts"))
      .flatMap((f) => imports(f).filter((s) => /(^|\/)(evolve|aggregate)\.ts$/.test(s)).map((s) => `${f} → ${s}`))
    expect(files("domain").filter((f) => f.endsWith("/aggregate.ts")).length).toBeGreaterThanOrEqual(4)
    expect(wrong).toEqual([])
  })
})
