import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminResourceNames } from "../../../../domain/api/AdminResourcesApi.ts"
import type { TestServer } from "../../../support/server.ts"
import { logLength, startAdminServer } from "./adminServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
  brRecord["statement-lines"] = String(s.programme.db.prepare("SELECT min(position) FROM wallet_entries WHERE campaign_id = 'BR-Q1'").pluck().get())
})
afterAll(() => s.close())

/** Every command route on a BR record, with a body that would be accepted. */
const commandRoutes: ReadonlyArray<{ path: string; body?: unknown; audit?: true }> = [
  { path: "sales/s5/approve", audit: true },
  { path: "sales/s5/reprove", body: { reason: "x" }, audit: true },
  { path: "level-ups/u1/approve" },
  { path: "level-ups/u1/reject", body: { reason: "x" } },
  { path: "accounts/u3/approve" },
  { path: "accounts/u3/block", body: { reason: "x" } },
  { path: "accounts/u3/unblock" },
  { path: "campaigns/BR-Q1/stores", body: { storeId: "st1" } },
  { path: "campaigns/BR-Q1/open" },
  { path: "campaigns/BR-Q1/close" },
  { path: "campaigns/BR-Q1/replay", body: {} },
  { path: "wallets/adjust", body: { userId: "u1", campaignId: "BR-Q1", points: 5, reason: "x" } }
]

/** A BR record of each resource (country-less reference data is everyone's). */
const brRecord: Record<string, string> = {
  sales: "s1",
  campaigns: "BR-Q1",
  participants: "BR-Q1:u1",
  accounts: "u1",
  "level-ups": "24",
  wallets: "BR-Q1:u1",
  stores: "st1",
  chains: "ch1"
}

const send = (as: string, method: string, path: string, body?: unknown) =>
  s.fetch(`/api/admin/${path}`, {
    as,
    method,
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })

const statusOf = async (as: string, method: string, path: string, body?: unknown) => {
  const before = logLength(s)
  const res = await send(as, method, path, body)
  const json = (await res.json()) as { code?: string }
  expect(logLength(s), `${as} ${method} ${path} appended`).toBe(before)
  return `${res.status} ${json.code ?? ""}`.trim()
}

describe("IDOR: another role or country gets nothing of /api/admin (DESIGN §5.3)", () => {
  it("refuses a learner's token on every endpoint with 403", async () => {
    for (const r of adminResourceNames) {
      expect(await statusOf("u1", "GET", r), r).toBe("403 auth.forbidden")
      expect(await statusOf("u1", "GET", `${r}/${brRecord[r] ?? "x"}`), r).toBe("403 auth.forbidden")
    }
    for (const r of ["campaigns", "stores", "chains", "agencies", "brands", "products"]) {
      expect(await statusOf("u1", "POST", r, { id: "z", name: "z", country: "BR" }), r).toBe("403 auth.forbidden")
    }
    expect(await statusOf("u1", "PUT", "campaigns/BR-Q1", { pointsTable: [] })).toBe("403 auth.forbidden")
    expect(await statusOf("u1", "POST", "sales/approve", { ids: ["s1"] })).toBe("403 auth.forbidden")
    for (const c of commandRoutes) expect(await statusOf("u1", "POST", c.path, c.body), c.path).toBe("403 auth.forbidden")
  })

  it("answers another country's admin and auditor 404 for each record and route, and filters lists", async () => {
    for (const [r, id] of Object.entries(brRecord)) {
      expect(await statusOf("ar-adm", "GET", `${r}/${id}`), r).toBe("404 http.not_found")
      const res = await send("ar-adm", "GET", `${r}?range=[0,999]`)
      const ids = ((await res.json()) as Array<{ id: unknown }>).map((x) => String(x.id))
      expect(ids, r).not.toContain(id)
      const all = await send("root", "GET", `${r}?range=[0,999]`)
      expect(Number(res.headers.get("content-range")!.split("/")[1]), r).toBeLessThan(Number(all.headers.get("content-range")!.split("/")[1]))
    }
    for (const c of commandRoutes) {
      expect(await statusOf("ar-adm", "POST", c.path, c.body), c.path).toBe("404 http.not_found")
      expect(await statusOf("ar-aud", "POST", c.path, c.body), c.path).toBe(c.audit ? "404 http.not_found" : "403 auth.forbidden")
    }
    const bulk = await send("ar-aud", "POST", "sales/approve", { ids: ["s1", "s5"] })
    expect(((await bulk.json()) as Array<{ code: string }>).map((r) => r.code)).toEqual(["http.not_found", "http.not_found"])
    expect(await statusOf("ar-adm", "PUT", "campaigns/BR-Q1", { pointsTable: [] })).toBe("404 http.not_found")
    expect(await statusOf("ar-adm", "POST", "campaigns", { id: "BR-Z", name: "z", country: "BR" })).toBe("403 auth.forbidden")
    expect(await statusOf("ar-adm", "POST", "stores", { id: "st-z", chainId: "ch1", name: "z", country: "BR", city: "z" })).toBe("403 auth.forbidden")
  })

  it("lets auditors read only what auditing needs, and the event log to admins, each their country's", async () => {
    for (const r of ["participants", "accounts", "level-ups", "wallets", "statement-lines", "agencies", "brands", "events"]) {
      expect(await statusOf("aud", "GET", r), r).toBe("403 auth.forbidden")
    }
    for (const r of ["sales", "campaigns", "stores", "chains", "products"]) expect((await send("aud", "GET", r)).status, r).toBe(200)
    // A country admin reads the log of their country's records (issue 41, item 11): another's is absent.
    expect((await send("adm", "GET", "events")).status).toBe(200)
    expect(await statusOf("ar-adm", "GET", "events/1")).toBe("404 http.not_found")
    expect((await send("root", "GET", "events")).status).toBe(200)
  })

  it("shows a superuser every country's records", async () => {
    for (const [r, id] of Object.entries(brRecord)) expect((await send("root", "GET", `${r}/${id}`)).status, r).toBe(200)
    expect((await send("root", "GET", "sales/ar-s1")).status).toBe(200)
  })
})
