import { request } from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../support/server.ts"

// Issue 41 items 4, 6 and 26's JSON part (DESIGN §5.4): what every API answer carries, and what
// the request log must not.

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

const raw = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(s.url + path, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on("error", reject)
    req.end()
  })

describe("every API answer", () => {
  it("is never stored by a cache when it carries personal data, and never sniffed", async () => {
    const me = await raw("/api/me", { authorization: `Bearer ${s.tokenFor("u1")}` })
    expect(me.status).toBe(200)
    expect(me.headers["cache-control"]).toBe("no-store")
    expect(me.headers["x-content-type-options"]).toBe("nosniff")
    expect(me.headers["referrer-policy"]).toBe("no-referrer")
    const refused = await raw("/api/admin/sales", { authorization: `Bearer ${s.tokenFor("u1")}` })
    expect(refused.status).toBe(403)
    expect(refused.headers["cache-control"]).toBe("no-store")
    expect(refused.headers["x-content-type-options"]).toBe("nosniff")
  })

  it("is compressed over 1 kB when the client accepts it, and left alone when small or not accepted", async () => {
    const plain = await raw("/api/openapi.json")
    expect(plain.body.length).toBeGreaterThan(1024)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    const br = await raw("/api/openapi.json", { "accept-encoding": "gzip, br" })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    const gz = await raw("/api/openapi.json", { "accept-encoding": "gzip" })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()))
    const small = await raw("/healthz", { "accept-encoding": "br" })
    expect(small.headers["content-encoding"]).toBeUndefined()
  })
})

describe("the request log", () => {
  it("never holds a first-access or recovery link's token", async () => {
    const secret = "Zq8sEcReT-T0k3n-9f2"
    await raw(`/api/accounts/links/dTE/${secret}`)
    await raw(`/set-password/u1/dTE/${secret}`)
    await raw(`/recover-password/u1/dTE/${secret}?next=/home`)
    await raw(`/webservice-login/${secret}`)
    await raw(`/?token=${secret}&lang=fr`)
    const lines = s.logLines.slice(-5)
    expect(lines).toHaveLength(5)
    for (const line of lines) {
      expect(line).not.toContain(secret)
      expect(line).toContain("[redacted]")
    }
    expect(lines[2]).toContain("?next=/home")
    expect(lines[4]).toContain("lang=fr")
  })
})
