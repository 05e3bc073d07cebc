import { readFileSync } from "node:fs"
import { join } from "node:path"
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { webLearnerDir } from "../../../adapters/http/webLearner.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

// Issue 41 items 1, 4, 6 and 26 (DESIGN §5.4): what the two built apps' files cost and carry.
// Needs `npm run build:web-learner` and `npm run build:web-admin` (npm test builds first).

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

/** A raw GET (fetch would decompress and hide the encoding), with the bytes as sent. */
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

const entryScript = (html: string, base: string) => new RegExp(`src="(${base}assets/[^"]+\\.js)"`).exec(html)?.[1]

describe("the built apps' files", () => {
  it("answer precompressed brotli or gzip, hashed assets immutable, index.html no-cache", async () => {
    const html = readFileSync(join(webLearnerDir, "index.html"), "utf8")
    const script = entryScript(html, "/")!
    expect(script).toBeDefined()
    const plain = await raw(script)
    const br = await raw(script, { "accept-encoding": "gzip, deflate, br" })
    const gz = await raw(script, { "accept-encoding": "gzip" })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(br.headers["content-encoding"]).toBe("br")
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
    expect(gz.body.length).toBeLessThan(plain.body.length / 2)
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(br.headers["vary"]).toMatch(/accept-encoding/i)
    const page = await raw("/campaigns/deep/link", { "accept-encoding": "br" })
    expect(page.headers["cache-control"]).toBe("no-cache")
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root">')
  })

  it("the console's too, under /admin/", async () => {
    const index = await raw("/admin/", { "accept-encoding": "gzip" })
    expect(index.headers["cache-control"]).toBe("no-cache")
    const html = gunzipSync(index.body).toString()
    const script = entryScript(html, "/admin/")!
    const js = await raw(script, { "accept-encoding": "br" })
    expect(js.headers["content-encoding"]).toBe("br")
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
  })

  it("carry a CSP without inline script that forbids framing, nosniff and a Referrer-Policy", async () => {
    for (const path of ["/", "/admin/"]) {
      const res = await raw(path)
      const csp = String(res.headers["content-security-policy"])
      expect(csp).toMatch(/frame-ancestors 'none'/)
      expect(csp).toMatch(/script-src 'self'(;|$)/)
      expect(csp).not.toMatch(/unsafe-inline[^;]*;?\s*$|script-src[^;]*unsafe/)
      expect(res.headers["x-content-type-options"]).toBe("nosniff")
      expect(res.headers["referrer-policy"]).toBe("no-referrer")
      // The CSP forbids inline script: the built page must not need one.
      expect(res.body.toString()).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
    }
  })

  it("serve the installable app's worker, manifest and icons as a browser requires them (issue 48)", async () => {
    const sw = await raw("/sw.js")
    expect(sw.status).toBe(200)
    // A worker script must be JavaScript, and revalidated at each check for updates, never kept a year.
    expect(sw.headers["content-type"]).toMatch(/^text\/javascript/)
    expect(sw.headers["cache-control"]).toBe("no-cache")
    expect(sw.body.toString()).toContain("vitrine-api")
    const csp = String(sw.headers["content-security-policy"])
    expect(csp).toMatch(/worker-src 'self'(;|$)/)
    expect(csp).toMatch(/manifest-src 'self'(;|$)/)
    const manifest = await raw("/manifest.webmanifest")
    expect(manifest.headers["content-type"]).toBe("application/manifest+json")
    const icons = (JSON.parse(manifest.body.toString()) as { icons: Array<{ src: string; type: string }> }).icons
    for (const icon of icons.filter((i) => i.type === "image/png")) {
      const png = await raw(icon.src)
      expect(png.headers["content-type"], icon.src).toBe("image/png")
      expect(png.body.subarray(1, 4).toString(), icon.src).toBe("PNG")
    }
    expect(icons.filter((i) => i.type === "image/png")).toHaveLength(3)
    // The page links its manifest (the install criteria start there), with the cookies that name the client it is themed for.
    expect((await raw("/")).body.toString()).toContain('<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials">')
  })

  it("keep no memory for requested paths: 20,000 distinct missing ones grow the heap by < 5 MB", async () => {
    setFlagsFromString("--expose-gc")
    const gc = runInNewContext("gc") as () => void
    const measure = () => {
      s.logLines.length = 0
      gc()
      gc()
      return process.memoryUsage().heapUsed
    }
    const ask = (i: number) => raw(`/${i.toString(36)}-${"x".repeat(1000)}-${Math.random().toString(36).slice(2)}.js`).then((r) => r.status)
    await Promise.all(Array.from({ length: 50 }, (_, i) => ask(i))) // warm up the route
    const before = measure()
    for (let i = 0; i < 20_000; i += 50) expect(new Set(await Promise.all(Array.from({ length: 50 }, (_, j) => ask(i + j))))).toEqual(new Set([200]))
    const grown = measure() - before
    expect(grown).toBeLessThan(5 * 1024 * 1024)
  }, 300_000)
})
