import { spawnSync } from "node:child_process"
import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { bin, node, root, spawnTimeoutMs } from "../support/cli.ts"

// Issue 41 item 27: `fixtures generate --out ""` wrote `.partial-<pid>` into the working folder
// and never renamed it (exit 0); one such file sat committed at the repository's root.
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const inEmptyFolder = (...args: string[]) => {
  const cwd = mkdtempSync(join(tmpdir(), "vitrine-partial-"))
  dirs.push(cwd)
  const r = spawnSync(node, [bin, ...args], { cwd, encoding: "utf8", timeout: spawnTimeoutMs, env: { ...process.env, CI: "true", FORCE_COLOR: "0" } })
  return { status: r.status, stderr: r.stderr, left: readdirSync(cwd) }
}

describe("no command leaves a .partial file behind", () => {
  it("fixtures generate --out '' is bad usage and writes nothing", () => {
    const r = inEmptyFolder("fixtures", "generate", "--users", "20", "--sales", "50", "-q", "--out", "")
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(/--out/)
    expect(r.left).toEqual([])
  })

  it("backup '' is bad usage and writes nothing", () => {
    const r = inEmptyFolder("backup", "", "--db", join(tmpdir(), "vitrine-no-such.db"))
    expect(r.status).toBe(2)
    expect(r.left).toEqual([])
  })

  it("the repository holds no .partial file", () => {
    const tracked = spawnSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).stdout.split("\n")
    expect(tracked.length).toBeGreaterThan(100)
    expect(tracked.filter((f) => /\.partial-\d+/.test(f))).toEqual([])
  })
})
