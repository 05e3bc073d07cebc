import { spawn, spawnSync } from "node:child_process"
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
// @ts-expect-error: plain JavaScript for any Node, without declarations
import { wrapperCatalogue, wrapperMessage } from "../../bin/wrapperMessages.mjs"
import { node, root } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

/**
 * bin/vitrine.mjs itself: started by a Node older than the project's, it hands over to the
 * project's Node (bin/handOver.mjs); before the CLI is built it says so. Neither can load the
 * CLI's catalogue, so their few words carry their own four translations.
 */
const dir = tempDir("binary")

/** A CLI stand-in: says its pid, and on SIGTERM says so and exits 7, as the real one drains and exits. */
const child = join(dir, "child.mjs")
writeFileSync(
  child,
  `process.on("SIGTERM", () => { process.stdout.write("child: SIGTERM\\n"); setTimeout(() => process.exit(7), 100) })
process.stdout.write("ready " + process.pid + "\\n")
setInterval(() => {}, 1000)
`
)
/** One that leaves SIGTERM to its default: it dies of it. */
const plain = join(dir, "plain.mjs")
writeFileSync(plain, `process.stdout.write("ready " + process.pid + "\\n"); setInterval(() => {}, 1000)\n`)
/** One that echoes its input and exits with its length. */
const echo = join(dir, "echo.mjs")
writeFileSync(echo, `let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => { process.stdout.write(s); process.exit(s.length) })\n`)

/** The stand-in that bin/vitrine.mjs is under an older Node: handOver() over `command args`. */
const runner = join(dir, "runner.mjs")
writeFileSync(
  runner,
  `import { handOver } from ${JSON.stringify(join(root, "bin", "handOver.mjs"))}
const [command, ...args] = process.argv.slice(2)
handOver(command, args, (e) => console.error("failed: " + e.code))
`
)

const start = (args: ReadonlyArray<string>) => {
  const p = spawn(node, [runner, ...args], { stdio: ["ignore", "pipe", "pipe"] })
  let out = ""
  p.stdout.on("data", (d: Buffer) => (out += d.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => p.on("exit", (code, signal) => resolve({ code, signal })))
  const childPid = new Promise<number>((resolve) => {
    const t = setInterval(() => {
      const m = /^ready (\d+)$/m.exec(out)
      if (m) {
        clearInterval(t)
        resolve(Number(m[1]))
      }
    }, 10)
  })
  return { p, exited, childPid, output: () => out }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe("bin/vitrine.mjs under an older Node: the hand-over", () => {
  it("passes a SIGTERM sent to it alone on to the CLI, waits for it and exits with its code", async () => {
    const { p, exited, childPid, output } = await start([node, child])
    const pid = await childPid
    p.kill("SIGTERM")
    expect(await exited).toEqual({ code: 7, signal: null })
    expect(output()).toContain("child: SIGTERM\n")
    // Nothing left running on its own (a server keeping its port).
    expect(alive(pid)).toBe(false)
  })

  it("ends by the signal that ended the CLI, so the shell reads 143 as from the CLI itself", async () => {
    const { p, exited, childPid } = await start([node, plain])
    const pid = await childPid
    p.kill("SIGTERM")
    expect(await exited).toEqual({ code: null, signal: "SIGTERM" })
    expect(alive(pid)).toBe(false)
  })

  it("gives the CLI its standard input and output, and answers its exit code", () => {
    const r = spawnSync(node, [runner, node, echo], { input: "hello", encoding: "utf8" })
    expect(r.stdout).toBe("hello")
    expect(r.status).toBe(5)
  })

  it("says so when the project's Node cannot start", () => {
    const r = spawnSync(node, [runner, join(dir, "no-such-node")], { encoding: "utf8" })
    expect(r.stderr).toBe("failed: ENOENT\n")
    expect(r.status).toBe(1)
  })
})

describe("bin/vitrine.mjs before the CLI is built", () => {
  it("says how to build it, in the operator's language", () => {
    // The binary as a fresh clone has it: bin/ without dist/.
    mkdirSync(join(dir, "clone", "bin"), { recursive: true })
    for (const f of readdirSync(join(root, "bin"))) copyFileSync(join(root, "bin", f), join(dir, "clone", "bin", f))
    const run = (env: Record<string, string>) => spawnSync(node, [join(dir, "clone", "bin", "vitrine.mjs"), "verify"], { encoding: "utf8", env: { ...process.env, ...env } })
    const pt = run({ VITRINE_LOCALE: "pt-BR" })
    expect(pt.stderr).toBe("vitrine: ainda não compilado: rode “npm run build” antes\n")
    expect(pt.status).toBe(1)
    expect(run({ VITRINE_LOCALE: "", LANG: "fr_CA.UTF-8" }).stderr).toBe("vitrine: pas encore compilé : lancez d’abord « npm run build »\n")
    expect(run({ VITRINE_LOCALE: "", LANG: "C.UTF-8" }).stderr).toBe(pt.stderr)
  })

  it("has every message in the four locales, each with the value it names", () => {
    const catalogue = wrapperCatalogue as Record<string, Record<string, string>>
    expect(Object.keys(catalogue).sort()).toEqual(["en-US", "es-ES", "fr-FR", "pt-BR"])
    const keys = Object.keys(catalogue["pt-BR"]!).sort()
    for (const [locale, messages] of Object.entries(catalogue)) {
      expect(Object.keys(messages).sort(), locale).toEqual(keys)
      for (const key of keys) expect(messages[key]!.includes("{0}"), `${locale} ${key}`).toBe(catalogue["pt-BR"]![key]!.includes("{0}"))
    }
    expect(wrapperMessage("needsNode", "v20.20.2", { LANG: "es_MX.UTF-8" })).toBe("vitrine: necesita Node >= 22.19 (este es v20.20.2): ejecuta antes “npm install”")
    expect(wrapperMessage("needsNode", "v20.20.2", { VITRINE_LOCALE: "en-US", LANG: "pt_BR.UTF-8" })).toBe(
      "vitrine: needs Node >= 22.19 (this is v20.20.2): run “npm install” first"
    )
  })
})
