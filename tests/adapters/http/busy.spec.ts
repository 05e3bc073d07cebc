import { spawn, type ChildProcess } from "node:child_process"
import { once } from "node:events"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { node } from "../../support/cli.ts"
import { startTestServer, testClient, type TestServer } from "../../support/server.ts"

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
  await s.credentials.setPassword("u1", "Vitrine-2026")
})
afterAll(() => s.close())

/** Another process holding the write lock, as `vitrine projections rebuild` does for its whole run. */
const holdWriteLock = async (file: string): Promise<ChildProcess> => {
  const holder = spawn(
    node,
    [
      "-e",
      `const db = new (require("better-sqlite3"))(process.argv[1]); db.exec("BEGIN IMMEDIATE"); console.log("locked");
       process.stdin.on("end", () => { db.exec("COMMIT"); process.exit(0) }); process.stdin.resume()`,
      file
    ],
    { stdio: ["pipe", "pipe", "inherit"] }
  )
  await once(holder.stdout!, "data")
  return holder
}

describe("a database another process keeps locked", { timeout: 60_000 }, () => {
  it("answers 503 http.busy with Retry-After for what needs to write, and the same request goes through once it is free", async () => {
    // Signed in before: a token is written too (the next test).
    const authorization = `Bearer ${s.tokenFor("adm")}`
    const holder = await holdWriteLock(s.programme.db.name)
    const approve = () =>
      s.fetch("/api/admin/sales/s5/approve", {
        method: "POST",
        headers: { authorization, "content-type": "application/json", "accept-language": "en-US", "idempotency-key": "busy-approve-s5" }
      })
    let busy: Response
    try {
      // Reads go on: a snapshot needs no lock.
      expect((await s.fetch("/api/admin/sales/s5", { headers: { authorization } })).status).toBe(200)
      busy = await approve()
    } finally {
      holder.stdin!.end()
      await once(holder, "exit")
    }
    expect(busy.status).toBe(503)
    expect(busy.headers.get("retry-after")).toBe("5")
    expect(await busy.json()).toEqual({
      code: "http.busy",
      message: "The programme is busy with maintenance (an import or a rebuild). Nothing was saved: try again in 5 seconds.",
      details: { retryAfterSeconds: 5 }
    })
    const again = await approve()
    expect(again.status).toBe(200)
    expect(((await again.json()) as { status: string }).status).toBe("approved")
  })

  it("answers a login the same way: a token is written", async () => {
    const holder = await holdWriteLock(s.programme.db.name)
    try {
      const res = await fetch(`${s.url}/o/token/`, {
        method: "POST",
        headers: { authorization: `Basic ${Buffer.from(`${testClient.id}:${testClient.secret}`).toString("base64")}`, "content-type": "application/x-www-form-urlencoded", "accept-language": "pt-BR" },
        body: "grant_type=password&username=u1&password=Vitrine-2026"
      })
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([503, "http.busy"])
    } finally {
      holder.stdin!.end()
      await once(holder, "exit")
    }
  })
})
