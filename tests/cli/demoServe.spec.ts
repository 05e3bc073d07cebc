import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { startVitrine, vitrineJson } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-demo-serve-")
const db = join(dir, "anchored.db")

interface Overview {
  rejected: number
  events: number
  shiftedDays: number
  campaigns: Array<{ campaignId: string; country: string; status: string; begins: string; ends: string }>
}

const token = async (url: string, client: string, secret: string, username: string) => {
  const res = await fetch(`${url}/o/token/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${btoa(`${client}:${secret}`)}` },
    body: new URLSearchParams({ grant_type: "password", username, password: "Vitrine-2026" })
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { access_token: string }).access_token
}

describe("vitrine demo", { timeout: 300_000 }, () => {
  it("anchored to a day, has each country's current campaign running that day, with the programme unchanged", () => {
    const built = vitrineJson<Overview>(["demo", "--db", db, "--at", "2026-11-22"])
    expect(built).toMatchObject({ shiftedDays: 189, rejected: 179, events: 24396 })
    const open = built.campaigns.filter((c) => c.status === "open")
    expect(open.map((c) => c.country).sort()).toEqual(["AR", "BR", "CA", "CL", "CO", "MX", "PE"])
    for (const c of open) expect(c.begins <= "2026-11-22" && "2026-11-22" <= c.ends, `${c.campaignId} ${c.begins}→${c.ends}`).toBe(true)
  })

  it("serves the demo, prints where to go and how to log in, and logs in with the demo's clients and password", async () => {
    const child = startVitrine(["demo", "--db", db, "--port", "0"])
    let out = ""
    child.stdout!.on("data", (d: Buffer) => (out += d.toString()))
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve))
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const t = setInterval(() => {
          const m = /demo listening on (http:\/\/\S+)/.exec(out)
          if (m) resolve(m[1]!)
        }, 50)
        void exited.then(() => reject(new Error(out)))
        void exited.finally(() => clearInterval(t))
        setTimeout(() => clearInterval(t), 60_000)
      })
      await new Promise((r) => setTimeout(r, 100))
      for (const text of ["Learner app:", "Admin console:", "/api/docs", "Vitrine-2026", "learner-web / demo-learner-secret", "admin-web / demo-admin-secret"]) {
        expect(out).toContain(text)
      }
      const learner = await token(url, "learner-web", "demo-learner-secret", "br-001")
      const me = (await (await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${learner}` } })).json()) as { campaigns: Array<{ status: string }> }
      expect(me.campaigns.some((c) => c.status === "open")).toBe(true)
      // The store's rewards have pictures, drawn at the demo's set-up, with thumbnails.
      const rewards = (await (await fetch(`${url}/api/me/rewards`, { headers: { authorization: `Bearer ${learner}` } })).json()) as Array<{ imageFileId: string | null }>
      expect(rewards.length).toBeGreaterThan(5)
      for (const r of rewards) {
        expect(r.imageFileId).toMatch(/^demo-reward-/)
        const thumb = await fetch(`${url}/api/files/${r.imageFileId}/thumbnail`, { headers: { authorization: `Bearer ${learner}` } })
        expect([thumb.status, thumb.headers.get("content-type")]).toEqual([200, "image/webp"])
      }
      const admin = await token(url, "admin-web", "demo-admin-secret", "admin")
      expect(await (await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${admin}` } })).json()).toMatchObject({ isSuperuser: true })
      // The learner app is built by `npm run build`: `/` and any client-side route answer its index.html.
      const home = await fetch(`${url}/`)
      expect(await home.text()).toContain('<div id="root">')
      expect(await (await fetch(`${url}/campaigns`)).text()).toContain('<div id="root">')
    } finally {
      child.kill("SIGTERM")
    }
    expect(await exited).toBe(0)
  })
})
