import { mkdirSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { root, startVitrine, vitrine, vitrineJson } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-demo-")
const demo = join(root, "fixtures", "demo", "programme.ndjson")

interface Overview {
  built: boolean
  rejected: number
  events: number
  accounts: number
  campaigns: Array<{ campaignId: string; country: string; status: string; sales: number }>
  levels: Array<{ level: number; users: number }>
  admins: Array<{ userId: string; role: string }>
}

describe("the demo programme", { timeout: 300_000 }, () => {
  it("imports through the domain with only the rejections it was written with", () => {
    const out = vitrineJson<{ accepted: number; rejected: Array<{ code: string }> }>(["import", demo, "--db", join(dir, "import.db")])
    const byCode: Record<string, number> = {}
    for (const r of out.rejected) byCode[r.code] = (byCode[r.code] ?? 0) + 1
    expect(out.accepted).toBe(10985)
    // Late reports, unknown SKUs and invoices sent twice are written in on purpose; so are
    // admins approving a level-up before its counted sales were all audited.
    expect(byCode).toEqual({
      "sale.unknown_sku": 61,
      "sale.window_expired": 58,
      "sale.invoice_already_sent": 51,
      "level.sales_not_approved": 8,
      "level.no_pending_request": 1
    })
    expect(vitrine(["verify", "--db", join(dir, "import.db")]).status).toBe(0)
  })

  it("vitrine demo builds the database once and shows the seven countries, their campaigns and levels", () => {
    const db = join(dir, "demo.db")
    // Built at the fixture's own programme day (its last line, the demo classes' subscriptions of 17 May, UTC): its
    // dates stay as written. 24,246 events: 22,361 of the loyalty programme — a fall at close cancels
    // the pending level-up request (§4.5) three times (br-018, br-020, mx-010), after which one of them
    // is asked level 2 —, 289 of the client companies (DESIGN §4.1), 855 of learning (§4.8) and 343 of the
    // reward store (63 rewards listed; 42 bonuses, 42 orders of 4 events and their moves: fixtures/demo/rewards.ts), and
    // the field programme's photo types, photos and meetups (fixtures/demo/field.ts), and 276 partner
    // members, one per learner's document (fixtures/demo/partner.ts).
    // The fixture moved to its day is a temp file: it is gone once the build is done.
    const tmp = join(dir, "tmp")
    mkdirSync(tmp)
    const built = vitrine(["demo", "--db", db, "--at", "2026-05-17", "--json"], { TMPDIR: tmp })
    expect(built.status).toBe(0)
    expect(readdirSync(tmp)).toEqual([])
    const first = JSON.parse(built.stdout) as Overview
    expect(first).toMatchObject({ built: true, rejected: 179, events: 24396, accounts: 286, shiftedDays: 0 })
    expect(new Set(first.campaigns.map((c) => c.country))).toEqual(new Set(["AR", "BR", "CA", "CL", "CO", "MX", "PE"]))
    expect(first.campaigns.filter((c) => c.status === "closed")).toHaveLength(9)
    expect(first.campaigns.filter((c) => c.status === "open")).toHaveLength(7)
    expect(first.levels).toEqual([
      { level: 1, users: 152 },
      { level: 2, users: 113 },
      { level: 3, users: 21 }
    ])
    expect(first.admins.map((a) => a.userId)).toContain("admin")
    const again = vitrineJson<Overview>(["demo", "--db", db])
    expect(again).toMatchObject({ built: false, events: 24396 })
    const human = vitrine(["demo", "--db", db, "--no-serve"])
    expect(human.stdout).toContain("Campanha Verão 2026")
    expect(human.stdout).toContain("Campagne du printemps 2026")
    // --at and --fixture shape a build: on a demo already built they are said to change nothing, not ignored.
    const moved = vitrine(["demo", "--db", db, "--at", "2027-01-01", "--no-serve"], { VITRINE_LOCALE: "en-US" })
    expect([moved.status, moved.stderr]).toEqual([
      0,
      `vitrine: ${db} already exists, and --at only applies when the demo is built: it is used as it is (delete the file, or choose another --db, to build it again)\n`
    ])
    expect(moved.stdout).toBe(vitrine(["demo", "--db", db, "--no-serve"], { VITRINE_LOCALE: "en-US" }).stdout)
    const both = vitrine(["demo", "--db", db, "--at", "2027-01-01", "--fixture", demo.replace(".ndjson", "-copy.ndjson"), "--json"], { VITRINE_LOCALE: "pt-BR" })
    expect(both.stderr).toBe(
      `vitrine: ${db} já existe, e --at e --fixture só valem ao montar a demonstração: ela é usada como está (apague o arquivo, ou escolha outro --db, para montá-la de novo)\n`
    )
    expect(JSON.parse(both.stdout)).toMatchObject({ built: false, events: 24396, shiftedDays: null })
    expect(vitrineJson<Overview>(["demo", "--db", db])).toMatchObject({ built: false, events: 24396 })
  })

  it("keeps nothing of a build stopped half-way, so the next start builds the whole demo, logins included", async () => {
    const folder = join(dir, "stopped")
    const db = join(folder, "vitrine.db")
    const child = startVitrine(["demo", "--db", db, "--no-serve"])
    let stderr = ""
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()))
    // Stopped as soon as the import reports progress: the log holds part of the programme.
    child.stderr!.on("data", () => child.killed || child.kill("SIGINT"))
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve))
    expect(code).toBe(130)
    expect(stderr).toContain("vitrine: the demo was not built: stopped half-way, nothing was kept. Run the same command again to build it.")
    expect(readdirSync(folder)).toEqual([])
    // Its progress names what it imports, not the temporary copy it reads.
    expect(stderr).toMatch(/^import the demo programme: \d/m)
    expect(stderr).not.toContain("vitrine-demo-")
    const again = vitrineJson<Overview>(["demo", "--db", db, "--no-serve"])
    expect(again).toMatchObject({ built: true, events: 24396 })
    // The database and, beside it, the files of the demo's courses (made at the end of the build).
    expect(readdirSync(folder)).toEqual(["files", "vitrine.db"])
  })

  it("builds a demo in memory when told --db :memory:, leaving no file behind", () => {
    const inMemory = vitrineJson<Overview>(["demo", "--db", ":memory:", "--no-serve"])
    expect(inMemory).toMatchObject({ built: true, rejected: 179, events: 24396 })
    expect(readdirSync(root).filter((f) => f.startsWith(":memory:"))).toEqual([])
  })

  it("reports one row per enrolment of the demo's catalogue, learners in every progress state, with certificates and trails", () => {
    const db = join(dir, "demo.db")
    const rows = vitrineJson<Array<Record<string, unknown>>>(["report", "courses", "--db", db, "--json"])
    expect(rows).toHaveLength(97)
    for (const row of rows) expect(Object.keys(row)).toEqual(["userId", "courseId", "status", "grade", "attemptsUsed", "certificateCode"])
    const statuses = new Set(rows.map((r) => r["status"]))
    expect([...statuses].sort()).toEqual(["approved", "blocked", "improved", "in_progress", "not_started", "reproved", "restarted", "unenrolled"])
    const certified = rows.filter((r) => r["certificateCode"] !== null)
    expect(certified.length).toBe(39)
    for (const r of certified) expect(["approved", "improved", "unenrolled"]).toContain(r["status"])
    expect(rows.find((r) => r["status"] === "improved")).toMatchObject({ grade: 100 })
    const perCourse = vitrineJson<Array<{ courseId: string }>>(["report", "courses", "--by", "course", "--db", db, "--json"])
    expect(perCourse).toHaveLength(15)
    const trails = new Set(vitrineJson<Array<{ trailId: string }>>(["report", "courses", "--by", "trail", "--db", db, "--json"]).map((r) => r.trailId))
    expect(trails).toEqual(new Set(["br-trilha-notebooks", "es-ruta-tecnologia"]))
    const human = vitrine(["report", "courses", "--db", db])
    expect(human.stdout).toContain("br-processadores-notebooks")
  })

  it("pages the course reports as the campaign reports, and says their statuses in the operator's words", () => {
    const db = join(dir, "demo.db")
    const all = vitrineJson<Array<{ userId: string; courseId: string }>>(["report", "courses", "--db", db])
    const page = vitrineJson<Array<{ userId: string; courseId: string }>>(["report", "courses", "--limit", "4", "--offset", "2", "--db", db])
    expect(page).toEqual(all.slice(2, 6))
    const human = vitrine(["report", "courses", "--limit", "4", "--offset", "2", "--db", db], { VITRINE_LOCALE: "pt-BR" })
    const rows = human.stdout.split("\n").filter((l) => /^[a-z]{2}-\d{3}\s/.test(l))
    expect(rows.map((l) => l.split(/\s+/).slice(0, 2))).toEqual(all.slice(2, 6).map((r) => [r.userId, r.courseId]))
    expect(human.stdout).toContain(`mais ${all.length - 6} linhas: --offset 6 mostra a próxima página`)
    const past = vitrine(["report", "courses", "--offset", String(all.length), "--db", db], { VITRINE_LOCALE: "pt-BR" })
    expect(past.stdout).toContain(`nenhuma linha a partir de --offset ${all.length}: o relatório tem ${all.length} linhas`)
    const statuses = vitrine(["report", "courses", "--db", db], { VITRINE_LOCALE: "pt-BR" }).stdout
    for (const word of ["não iniciado", "em andamento", "aprovado, nota melhorada", "reprovado", "bloqueado", "reiniciado", "desmatriculado"]) expect(statuses).toContain(word)
    expect(statuses).not.toMatch(/in progress|not started|unenrolled|in_progress/)
    expect(vitrine(["report", "courses", "--by", "course", "--db", db], { VITRINE_LOCALE: "pt-BR" }).stdout).toMatch(/\spublicado\s/)
  })

  it("replays every demo campaign with no change under its recorded points table", () => {
    const db = join(dir, "demo.db")
    for (const id of ["br-2025-black-friday", "br-2026-verao", "br-2026-outono", "mx-2026-arranque", "ca-2026-winter"]) {
      expect(vitrineJson(["replay", "--campaign", id, "--db", db])).toEqual({ campaignId: id, changed: [] })
    }
    // The running campaigns, where approvals credited training points and XP.
    for (const id of ["br-2026-outono", "ar-2026-otono"]) {
      expect(vitrineJson(["replay", "--campaign", id, "--db", db])).toEqual({ campaignId: id, changed: [] })
    }
  })

  it("rebuilds every read model of the demo, its 23,505 events folded in the bundle's worker thread, into what the commands wrote", () => {
    const db = join(dir, "demo.db")
    const before = vitrineJson(["report", "balances", "--campaign", "br-2026-verao", "--db", db])
    const rebuilt = vitrine(["projections", "rebuild", "--db", db])
    expect(rebuilt.status, rebuilt.stderr).toBe(0)
    expect(vitrineJson(["report", "balances", "--campaign", "br-2026-verao", "--db", db])).toEqual(before)
    expect(vitrineJson<{ ok: boolean }>(["verify", "--db", db]).ok).toBe(true)
  })
})
