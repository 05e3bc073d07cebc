import { beforeAll, describe, expect, it, vi } from "vitest"

// The console's session rule (DESIGN §5.1): refresh tokens rotate and a reused one revokes its
// family, so requests failing together with 401 share ONE refresh and are each replayed once.
const store = new Map<string, string>()
let authedFetch: typeof import("../../../web-admin/src/authedFetch.ts").authedFetch
let writeTokens: typeof import("../../../web-admin/src/tokens.ts").writeTokens
let readTokens: typeof import("../../../web-admin/src/tokens.ts").readTokens

beforeAll(async () => {
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k)
  })
  ;({ authedFetch } = await import("../../../web-admin/src/authedFetch.ts"))
  ;({ writeTokens, readTokens } = await import("../../../web-admin/src/tokens.ts"))
})

/** A server whose access token `old` has expired; the refresh answers `new` after a delay. */
const fakeServer = (refreshOk: boolean) => {
  const calls: Array<{ url: string; auth: string | null; body?: string | undefined }> = []
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const auth = new Headers(init.headers).get("authorization")
    calls.push({ url, auth, body: init.body?.toString() })
    if (url === "/o/token/") {
      await new Promise((r) => setTimeout(r, 20))
      return refreshOk
        ? Response.json({ access_token: "new", refresh_token: "r2", token_type: "Bearer", expires_in: 900 })
        : Response.json({ error: "invalid_grant" }, { status: 400 })
    }
    return auth === "Bearer new" ? Response.json({ ok: true }) : new Response(null, { status: 401 })
  })
  return calls
}

describe("the admin console's refresh on 401", () => {
  it("refreshes once for requests failing together, and replays each with the new token", async () => {
    writeTokens({ accessToken: "old", refreshToken: "r1" })
    const calls = fakeServer(true)
    const answers = await Promise.all(["/api/admin/sales", "/api/admin/campaigns", "/api/me"].map((u) => authedFetch(u)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const refreshes = calls.filter((c) => c.url === "/o/token/")
    expect(refreshes).toHaveLength(1)
    expect(refreshes[0]!.body).toContain("grant_type=refresh_token")
    expect(refreshes[0]!.body).toContain("refresh_token=r1")
    expect(refreshes[0]!.auth).toMatch(/^Basic /)
    expect(readTokens()).toEqual({ accessToken: "new", refreshToken: "r2" })
  })

  it("ends the session when the refresh is refused, answering the 401", async () => {
    writeTokens({ accessToken: "old", refreshToken: "stale" })
    fakeServer(false)
    const answer = await authedFetch("/api/admin/sales")
    expect(answer.status).toBe(401)
    expect(readTokens()).toBeUndefined()
  })
})
