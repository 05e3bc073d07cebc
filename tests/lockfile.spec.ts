import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..")
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as { packages: Record<string, { hasInstallScript?: boolean; optional?: boolean }> }

/** As npm decides it when it writes the lockfile: install scripts, or a binding.gyp (node-gyp rebuild). */
const hasInstallScript = (folder: string): boolean => {
  const pkg = JSON.parse(readFileSync(join(root, folder, "package.json"), "utf8")) as { scripts?: Record<string, string> }
  return ["preinstall", "install", "postinstall"].some((s) => pkg.scripts?.[s] !== undefined) || existsSync(join(root, folder, "binding.gyp"))
}

describe("package-lock.json", () => {
  it("records every installed package's install script as npm install writes it, so a fresh install leaves git status clean", () => {
    const installed = Object.keys(lock.packages).filter((path) => path !== "" && existsSync(join(root, path, "package.json")))
    expect(installed.length).toBeGreaterThan(50)
    const wrong = installed.filter((path) => (lock.packages[path]!.hasInstallScript === true) !== hasInstallScript(path))
    expect(wrong).toEqual([])
  })

  it("npm prints errors only, as .npmrc says why", () => {
    expect(readFileSync(join(root, ".npmrc"), "utf8")).toMatch(/^loglevel=error$/m)
  })
})
