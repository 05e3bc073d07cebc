import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { join } from "node:path"

export const root = join(import.meta.dirname, "..", "..")
/** The project's Node 24, as `npm run` would use. */
export const node = join(root, "node_modules", ".bin", "node")
export const bin = join(root, "bin", "vitrine.mjs")

export interface Run {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
}

/**
 * A child that hangs would block this worker's event loop, and with it Vitest's own timeout: each
 * spawned run is killed after this long instead, so a hang fails its test rather than the whole run.
 */
export const spawnTimeoutMs = 180_000

/** Runs the built `vitrine` binary to completion, without a terminal (as CI or a pipe would). */
export const vitrine = (args: ReadonlyArray<string>, env: Record<string, string> = {}): Run => {
  const r = spawnSync(node, [bin, ...args], { encoding: "utf8", timeout: spawnTimeoutMs, env: { ...process.env, ...env, CI: "true", FORCE_COLOR: "0" }, maxBuffer: 256 * 1024 * 1024 })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

export const vitrineJson = <T = unknown>(args: ReadonlyArray<string>): T => {
  const r = vitrine([...args, "--json"])
  if (r.status !== 0) throw new Error(`vitrine ${args.join(" ")} exited ${r.status}: ${r.stderr}`)
  return JSON.parse(r.stdout) as T
}

/** Starts the binary in the background (for kill tests). */
export const startVitrine = (args: ReadonlyArray<string>): ChildProcess =>
  spawn(node, [bin, ...args], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "true" } })

/** Runs a shell pipeline (`vitrine … | head -2`); `$VITRINE` is the built binary under Node 24. */
export const shell = (script: string, env: Record<string, string> = {}): Run => {
  const r = spawnSync("bash", ["-c", `set -o pipefail; ${script}`], {
    encoding: "utf8",
    timeout: spawnTimeoutMs,
    env: { ...process.env, ...env, CI: "true", FORCE_COLOR: "0", VITRINE: `${node} ${bin}` },
    maxBuffer: 64 * 1024 * 1024
  })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}
