import { spawn, spawnSync } from "node:child_process"
import { beforeAll, describe, expect, it } from "vitest"
import { makeCredentials } from "../../adapters/auth/credentials.ts"
import { TokenStore } from "../../adapters/auth/tokens.ts"
import { Programme } from "../../adapters/programme/Programme.ts"
import { importFiles } from "../../cli/commands/import.ts"
import { bin, node, spawnTimeoutMs } from "../support/cli.ts"
import { execute } from "../support/oauth.ts"
import { fixtures } from "../support/server.ts"
import { tempDir } from "../support/tmp.ts"

const db = `${tempDir("accounts")}/accounts.db`
const run = (args: ReadonlyArray<string>, input: string) => {
  const r = spawnSync(node, [bin, ...args, "--db", db], { input, encoding: "utf8", timeout: spawnTimeoutMs, env: { ...process.env, CI: "true", VITRINE_LOCALE: "en-US" } })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}
const withProgramme = async <T>(f: (p: Programme) => Promise<T> | T): Promise<T> => {
  const p = Programme.open(db)
  try {
    return await f(p)
  } finally {
    p.close()
  }
}

beforeAll(async () => {
  await withProgramme((p) => importFiles(p, [fixtures.small], { quiet: true }))
})

describe("vitrine accounts set-password", () => {
  it("sets the password read from stdin and ends the account's open sessions", async () => {
    const token = await withProgramme((p) => new TokenStore(p.db).issue("u1", "c").accessToken)
    const r = run(["accounts", "set-password", "u1", "--password-stdin"], "Vitrine-2026\n")
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).toBe("password set for u1\n")
    await withProgramme(async (p) => {
      expect(await makeCredentials(p.db).login("u1", "Vitrine-2026")).toBe("u1")
      expect(await makeCredentials(p.db).login("u1", "Vitrine-2026\n")).toBeUndefined()
      expect(new TokenStore(p.db).userOfAccessToken(token)).toBeUndefined()
    })
  })

  it("refuses a password below the strength level, and an unknown account", () => {
    const weak = run(["accounts", "set-password", "u1", "--password-stdin", "--strength", "strong"], "Abcdefg1")
    expect(weak.status).toBe(1)
    // The refusal names what the password lacks, in the strength meter's words.
    expect(weak.stderr).toContain("account.password_too_weak: This password does not meet the requirements. It still needs a symbol (for example ! ? # @).")
    const unknown = run(["accounts", "set-password", "ghost", "--password-stdin"], "Vitrine-2026")
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toMatch(/account\.not_found/)
  })

  it("applies the strictest level of the user's client companies when no level is forced", async () => {
    await withProgramme((p) => {
      execute(p, "CreateClient", { clientId: "strict", name: "Strict", homeRoute: "/home", features: {}, passwordStrength: "strong" })
      execute(p, "CreateClient", { clientId: "easy", name: "Easy", homeRoute: "/home", features: {}, passwordStrength: "low" })
      for (const clientId of ["strict", "easy"]) execute(p, "AddUserToClient", { clientId, userId: "u2" })
    })
    const weak = run(["accounts", "set-password", "u2", "--password-stdin"], "Abcdefg1")
    expect(weak.stderr).toMatch(/account\.password_too_weak/)
    expect(run(["accounts", "set-password", "u2", "--password-stdin"], "Abcdefg1!").status).toBe(0)
    // Without a client company, the level is medium.
    expect(run(["accounts", "set-password", "u3", "--password-stdin"], "abcdefgh").status).toBe(1)
    expect(run(["accounts", "set-password", "u3", "--password-stdin"], "Abcdefg1").status).toBe(0)
  })

  it("takes one line from a pipe: refuses an empty input and a second line, and checks the account before reading", async () => {
    const empty = run(["accounts", "set-password", "u1", "--password-stdin"], "")
    expect(empty.stderr).toBe("vitrine: standard input is empty: send the secret on it (for example, printf '%s' \"$PASSWORD\" | vitrine …)\n")
    expect(empty.status).toBe(1)
    const twoLines = run(["accounts", "set-password", "u1", "--password-stdin"], "Second-Try-2026\nmore\n")
    expect(twoLines.stderr).toBe("vitrine: standard input has more than one line: send the secret alone, on one line\n")
    expect(twoLines.status).toBe(1)
    expect(run(["accounts", "set-password", "u1", "--password-stdin"], "Windows-Line-1\r\n").status).toBe(0)
    await withProgramme(async (p) => {
      expect(await makeCredentials(p.db).login("u1", "Second-Try-2026")).toBeUndefined()
      expect(await makeCredentials(p.db).login("u1", "Windows-Line-1")).toBe("u1")
    })
    expect(run(["accounts", "set-password", "ghost", "--password-stdin"], "").stderr).toMatch(/^vitrine: account\.not_found/)
  })

  it("at a terminal asks twice without echo; a mismatch, an empty line, Ctrl-C or Ctrl-D change nothing", async () => {
    const typed = async (keys: ReadonlyArray<string>) => {
      // `script` gives the CLI a real terminal (a pty), as an operator's shell does.
      const command = [node, bin, "accounts", "set-password", "u3", "--password-stdin", "--db", db].map((a) => `'${a}'`).join(" ")
      const p = spawn("script", ["-qec", command, "/dev/null"], { env: { ...process.env, VITRINE_LOCALE: "en-US", CI: "true" } })
      let out = ""
      p.stdout.on("data", (d: Buffer) => (out += d.toString()))
      const exited = new Promise<number | null>((resolve) => p.on("exit", (code) => resolve(code)))
      for (const [i, key] of keys.entries()) {
        const prompt = i === 0 ? "New password: " : "Repeat to confirm: "
        await expect.poll(() => out, { timeout: 30_000 }).toContain(prompt)
        p.stdin.write(key)
      }
      return { status: await exited, out: out.replace(/\r/g, "") }
    }
    const login = () => withProgramme((p) => makeCredentials(p.db).login("u3", "Typed-Pass-2026"))
    expect(await typed(["Typed-Pass-2026\r", "Typed-Pass-2062\r"])).toEqual({ status: 1, out: "New password: \nRepeat to confirm: \nvitrine: the two entries differ: nothing changed\n" })
    expect(await typed(["\r"])).toEqual({ status: 1, out: "New password: \nvitrine: nothing typed: nothing changed\n" })
    expect(await typed(["Typed-Pass-2026\x03"])).toEqual({ status: 130, out: "New password: \nvitrine: cancelled: nothing changed\n" })
    expect(await typed(["\x04"])).toEqual({ status: 130, out: "New password: \nvitrine: cancelled: nothing changed\n" })
    expect(await login()).toBeUndefined()
    // Nothing typed shows on the terminal.
    expect(await typed(["Typed-Pass-2026\r", "Typed-Pass-2026\r"])).toEqual({ status: 0, out: "New password: \nRepeat to confirm: \npassword set for u3\n" })
    expect(await login()).toBe("u3")
  })

  it("takes no password on the command line", () => {
    expect(run(["accounts", "set-password", "u1", "Vitrine-2026"], "").status).toBe(2)
    expect(run(["accounts", "set-password", "u1"], "Vitrine-2026").status).toBe(2)
  })
})

describe("vitrine oauth add-client", () => {
  it("refuses a secret shorter than 8 characters", () => {
    const r = run(["oauth", "add-client", "short", "--secret-stdin"], "1234567\n")
    expect(r.status).toBe(1)
    expect(r.stderr).toBe("vitrine: a client secret needs 8 characters or more\n")
  })

  it("refuses a client id HTTP Basic and a form body would not carry unchanged", () => {
    const r = run(["oauth", "add-client", "my app:1", "--secret-stdin"], "a-long-secret\n")
    expect(r.stderr).toBe("vitrine: a client id is 1 to 64 letters, digits, dots, hyphens or underscores (got “my app:1”)\n")
    expect(r.status).toBe(2)
  })

  it("says so when it gives an existing client a new secret", async () => {
    expect(run(["oauth", "add-client", "kiosk", "--secret-stdin"], "first-secret\n").stdout).toBe("OAuth client kiosk registered\n")
    const again = run(["oauth", "add-client", "kiosk", "--secret-stdin"], "second-secret\n")
    expect(again.stdout).toBe("OAuth client kiosk re-keyed: the apps that use it need the new secret\n")
    expect(again.status).toBe(0)
    await withProgramme(async (p) => expect(await makeCredentials(p.db).verifyClient("kiosk", "second-secret")).toBe(true))
  })

  it("registers a client whose secret then authenticates, hashed at rest", async () => {
    const r = run(["oauth", "add-client", "learner-web", "--secret-stdin"], "demo-learner-secret\n")
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).toBe("OAuth client learner-web registered\n")
    await withProgramme(async (p) => {
      expect(await makeCredentials(p.db).verifyClient("learner-web", "demo-learner-secret")).toBe(true)
      expect(await makeCredentials(p.db).verifyClient("learner-web", "other")).toBe(false)
      const stored = p.db.prepare("SELECT secret_hash FROM oauth_clients WHERE client_id = 'learner-web'").pluck().get() as string
      expect(stored).toMatch(/^scrypt\$/)
      expect(stored).not.toContain("demo-learner-secret")
    })
  })
})
