import { request } from "node:http"
import { beforeAll, describe, expect, it } from "vitest"
import { Programme } from "../../adapters/programme/Programme.ts"
import { TokenStore } from "../../adapters/auth/tokens.ts"
import { importFiles } from "../../cli/commands/import.ts"
import { fixtures } from "../support/server.ts"
import { startVitrine, vitrine } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("serve")
const db = `${dir}/serve.db`
let token = ""

beforeAll(async () => {
  const programme = Programme.open(db)
  await importFiles(programme, [fixtures.small], { quiet: true })
  token = new TokenStore(programme.db).issue("u1", "test").accessToken
  programme.close()
})

/** Starts `vitrine serve --port 0` and answers its URL once it prints it. */
const serve = async () => {
  const child = startVitrine(["serve", "--db", db, "--port", "0"])
  let out = ""
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
  const url = await new Promise<string>((resolve, reject) => {
    const t = setInterval(() => {
      const m = /^Vitrine listening on (http:\/\/\S+) \(API reference: \1\/api\/docs\)$/m.exec(out)
      if (m) {
        clearInterval(t)
        resolve(m[1]!)
      }
    }, 20)
    void exited.then(() => reject(new Error(`serve exited: ${out}`)))
  })
  return { child, url, exited, output: () => out }
}

/** Starts a PUT whose body is still arriving: sends its first bytes, then the rest after `restAfterMs`. */
const slowRequest = (url: string, restAfterMs: number) => {
  const body = JSON.stringify({ language: "fr-FR" })
  const req = request(`${url}/api/me/language`, {
    method: "PUT",
    headers: { "content-type": "application/json", "content-length": String(body.length), authorization: `Bearer ${token}` }
  })
  // Settles either way, so that a connection the server cuts is an outcome to assert, not an unhandled rejection.
  const answered = new Promise<{ status: number; text: string } | { error: string }>((resolve) => {
    req.on("response", (res) => {
      let text = ""
      res.on("data", (d: Buffer) => (text += d.toString()))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on("error", (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }))
  })
  req.write(body.slice(0, 5))
  const rest = setTimeout(() => req.end(body.slice(5)), restAfterMs)
  void answered.then(() => clearTimeout(rest))
  return { body, answered }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe("vitrine serve", () => {
  it("refuses a database that does not exist and a bad port", () => {
    expect(vitrine(["serve", "--db", `${dir}/absent.db`]).status).toBe(1)
    expect(vitrine(["serve", "--db", db, "--port", "http"]).status).toBe(2)
  })

  it("speaks the operator's language: its help, a bad port and a missing database in pt-BR and fr-FR", () => {
    const pt = { VITRINE_LOCALE: "pt-BR" }
    const fr = { VITRINE_LOCALE: "fr-FR" }
    const ptHelp = vitrine(["serve", "--help"], pt)
    expect(ptHelp.status).toBe(0)
    expect(ptHelp.stdout).toContain("serve a API (e os apps web, quando compilados) sobre um banco existente")
    expect(ptHelp.stdout).toContain("porta TCP (0 escolhe uma livre)")
    expect(ptHelp.stdout).toContain("interface em que escutar")
    const frHelp = vitrine(["serve", "--help"], fr)
    expect(frHelp.status).toBe(0)
    expect(frHelp.stdout).toContain("sert l’API (et les applications web une fois construites) sur une base existante")
    expect(frHelp.stdout).toContain("port TCP (0 en choisit un libre)")
    expect(frHelp.stdout).toContain("interface d’écoute")

    const ptPort = vitrine(["serve", "--db", db, "--port", "http"], pt)
    expect(ptPort.status).toBe(2)
    expect(ptPort.stderr).toContain("um número inteiro de 0 a 65535")
    const frPort = vitrine(["serve", "--db", db, "--port", "70000"], fr)
    expect(frPort.status).toBe(2)
    expect(frPort.stderr).toContain("un nombre entier de 0 à 65535")

    const ptMissing = vitrine(["serve", "--db", `${dir}/absent.db`], pt)
    expect(ptMissing.status).toBe(1)
    expect(ptMissing.stderr).toBe(`vitrine: não há banco em ${dir}/absent.db (importe um fixture ou rode 'vitrine demo' antes)\n`)
    const frMissing = vitrine(["serve", "--db", `${dir}/absent.db`], fr)
    expect(frMissing.status).toBe(1)
    expect(frMissing.stderr).toBe(`vitrine: aucune base à ${dir}/absent.db (importez une fixture ou lancez d’abord « vitrine demo »)\n`)
  })

  it("serves, and on SIGTERM finishes the request in flight before it exits 0", async () => {
    const { child, url, exited, output } = await serve()
    expect((await fetch(`${url}/healthz`)).status).toBe(200)
    // A request whose body is still arriving when the signal comes must still be answered.
    const { body, answered } = slowRequest(url, 400)
    await sleep(100)
    child.kill("SIGTERM")
    expect(await answered).toEqual({ status: 200, text: body })
    expect(await exited).toBe(0)
    expect(output()).toMatch(/SIGTERM: finishing requests in flight…\n.* PUT \/api\/me\/language 200 \d+ms\nstopped\n$/)
  })

  it("takes one Ctrl-C delivered twice (the terminal's, and a parent's passing it on) as one", async () => {
    const { child, url, exited, output } = await serve()
    const { body, answered } = slowRequest(url, 400)
    await sleep(100)
    child.kill("SIGINT")
    await sleep(20)
    child.kill("SIGINT")
    expect(await answered).toEqual({ status: 200, text: body })
    expect(await exited).toBe(0)
    expect(output()).toMatch(/SIGINT: finishing requests in flight…\n.* PUT \/api\/me\/language 200 \d+ms\nstopped\n$/)
  })

  it("stops at once on a second signal a while after the first, keeping nothing half-written", async () => {
    const { child, url, exited, output } = await serve()
    const { answered } = slowRequest(url, 10_000)
    await sleep(100)
    child.kill("SIGTERM")
    await sleep(1_300)
    child.kill("SIGTERM")
    expect(await exited).toBe(143)
    expect(await answered).toEqual({ error: "ECONNRESET" })
    expect(output()).toMatch(/SIGTERM: finishing requests in flight…\nSIGTERM again: stopping now \(a request still in flight is cancelled; nothing half-written is kept\)\n$/)
    expect(vitrine(["verify", "--db", db]).status).toBe(0)
  })
})
