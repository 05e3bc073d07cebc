import { spawn, type ChildProcess } from "node:child_process"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..")

/** The project's Node 24: the system Node may be too old for better-sqlite3. */
export const nodeBin = join(root, "node_modules", ".bin", "node")

export const supportScript = (name: string): string => join(root, "tests", "support", name)

export interface Finished {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
}

const children = new Set<ChildProcess>()
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL")
})

/** Starts a support script under Node 24; `done` settles when it exits, however it exits. */
export const startNode = (script: string, args: ReadonlyArray<string>) => {
  const child = spawn(nodeBin, [supportScript(script), ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    // The crash test starts dozens of writers: V8's code cache on disk saves most of each start.
    env: { ...process.env, NODE_COMPILE_CACHE: join(tmpdir(), "vitrine-node-compile-cache") }
  })
  children.add(child)
  let stdout = ""
  let stderr = ""
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))
  const done = new Promise<Finished>((resolve, reject) => {
    child.on("error", reject)
    child.on("close", (code, signal) => {
      children.delete(child)
      resolve({ code, signal, stdout, stderr })
    })
  })
  /** Resolves once the script has printed `line` on its own line. */
  const printed = (line: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (stdout.split("\n").includes(line)) resolve()
      }
      child.stdout.on("data", check)
      check()
      void done.then(() => (stdout.split("\n").includes(line) ? resolve() : reject(new Error(`exited before printing ${line}: ${stderr}`))))
    })
  return { child, done, printed }
}
