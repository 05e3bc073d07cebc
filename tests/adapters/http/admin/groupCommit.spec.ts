import { afterAll, beforeAll, describe, expect, it } from "vitest"
import Database from "better-sqlite3"
import { Exit } from "effect"
import { adminCommandId } from "../../../../adapters/http/admin/runCommand.ts"
import { groupCommitOf } from "../../../../adapters/http/groupCommit.ts"
import { importFiles } from "../../../../cli/commands/import.ts"
import { Programme } from "../../../../adapters/programme/Programme.ts"
import { fixtures, type TestServer } from "../../../support/server.ts"
import { startNode } from "../../../support/spawnNode.ts"
import { tempDir } from "../../../support/tempDir.ts"
import { secondCountry, startAdminServer } from "./adminServer.ts"

/** The command id an `ar-adm` Idempotency-Key becomes on `wallets/adjust`: scoped by admin and route. */
const adjustId = (key: string) => adminCommandId("ar-adm", "AdjustPoints", key)!

/** Business time inside AR-Q1: its sales can be audited and its wallets adjusted. */
const now = () => Date.parse("2026-02-15T12:00:00-03:00")

/** A mix of commands: accepted ones, rule rejections, and two that race for one sale. */
const requests = (): Array<{ path: string; body?: unknown; key: string }> => [
  ...Array.from({ length: 24 }, (_, i) => ({ path: "wallets/adjust", body: { userId: "ar1", campaignId: "AR-Q1", points: i + 1, reason: `r${i}` }, key: `adj-${i}` })),
  { path: "wallets/adjust", body: { userId: "u1", campaignId: "AR-Q1", points: 5, reason: "not registered" }, key: "adj-bad" },
  { path: "sales/ar-s1/approve", key: "approve-1" },
  { path: "sales/ar-s2/reprove", body: { reason: "duplicada" }, key: "reprove-2" },
  { path: "accounts/ar1/block", body: { reason: "x" }, key: "block" },
  { path: "accounts/ar-aud/unblock", key: "unblock-bad" }
]

const send = (s: TestServer, r: { path: string; body?: unknown; key: string }) =>
  s
    .fetch(`/api/admin/${r.path}`, { as: "ar-adm", method: "POST", headers: { "content-type": "application/json", "idempotency-key": r.key }, ...(r.body ? { body: JSON.stringify(r.body) } : {}) })
    .then(async (res) => ({ key: r.key, status: res.status, code: ((await res.json()) as { code?: string }).code }))

/** What the programme holds: wallets, sales, accounts, every command's outcome, the events by stream. */
const state = (s: TestServer) => {
  const db = s.programme.db
  return {
    wallets: db.prepare("SELECT * FROM wallets ORDER BY campaign_id, user_id").all(),
    sales: db.prepare("SELECT sale_id, status, reason FROM sales ORDER BY sale_id").all(),
    accounts: db.prepare("SELECT user_id, status FROM accounts ORDER BY user_id").all(),
    // The domain's outcome; the store's append facts (positions) follow the order of arrival.
    outcomes: db.prepare("SELECT command_id, json_extract(outcome, '$.status') AS status, json_extract(outcome, '$.code') AS code FROM commands ORDER BY command_id").all(),
    streams: db.prepare("SELECT stream_id, count(*) AS n FROM events GROUP BY stream_id ORDER BY stream_id").all()
  }
}

describe("Group commit (DESIGN §5.4)", () => {
  let grouped: TestServer
  let oneByOne: TestServer
  beforeAll(async () => {
    ;[grouped, oneByOne] = await Promise.all([startAdminServer({ now }), startAdminServer({ now })])
  })
  afterAll(async () => {
    await grouped.close()
    await oneByOne.close()
  })

  it("gives N concurrent commands the final state and the outcomes of the same commands one by one", async () => {
    const committer = groupCommitOf(grouped.programme)
    const concurrent = await Promise.all(requests().map((r) => send(grouped, r)))
    const sequential = []
    for (const r of requests()) sequential.push(await send(oneByOne, r))
    expect(concurrent).toEqual(sequential)
    expect(concurrent.filter((r) => r.status === 200).length).toBe(27)
    expect(state(grouped)).toEqual(state(oneByOne))
    // They did share commits: fewer commits than commands.
    expect(committer.groups).toBeLessThan(committer.commands)
  })

  it("rolls back only the command that throws; the others of its group commit", async () => {
    const programme = grouped.programme
    const original = programme.executeSync.bind(programme)
    programme.executeSync = (envelope) => {
      const handled = original(envelope)
      if (envelope.commandId === adjustId("boom")) throw new Error("a bug after the command's writes")
      return handled
    }
    try {
      const before = programme.log.lastPosition()
      const results = await Promise.all(
        ["ok-1", "boom", "ok-2"].map((key) => send(grouped, { path: "wallets/adjust", body: { userId: "ar1", campaignId: "AR-Q1", points: 1, reason: key }, key }))
      )
      expect(results.map((r) => r.status)).toEqual([200, 500, 200])
      const keys = programme.db.prepare("SELECT json_extract(metadata, '$.commandId') FROM events WHERE position > ?").pluck().all(before)
      expect(new Set(keys)).toEqual(new Set([adjustId("ok-1"), adjustId("ok-2")]))
      expect(programme.log.findCommand(adjustId("boom"))).toBeUndefined()
    } finally {
      programme.executeSync = original
    }
  })

  it("runs work that reads and then appends (a replay's apply) as one step of a group; work that throws rolls back alone", async () => {
    const programme = grouped.programme
    const committer = groupCommitOf(programme)
    const adjust = (commandId: string) => {
      const decoded = programme.handler.decode("AdjustPoints", { userId: "ar1", campaignId: "AR-Q1", points: 2, reason: commandId })
      if (!Exit.isSuccess(decoded)) throw new Error("AdjustPoints does not decode")
      const command = decoded.value
      return programme.executeSync({ commandId, at: now(), actor: { kind: "system" }, command })
    }
    const balance = () => programme.db.prepare("SELECT balance FROM wallets WHERE user_id = 'ar1' AND campaign_id = 'AR-Q1'").pluck().get() as number
    const before = programme.log.lastPosition()
    const [read, failed, sent] = await Promise.allSettled([
      committer.submitWork(() => {
        const seen = balance()
        adjust("work-ok")
        return { seen, after: balance() }
      }),
      committer.submitWork(() => {
        adjust("work-boom")
        throw new Error("a bug after the work's writes")
      }),
      send(grouped, { path: "wallets/adjust", body: { userId: "ar1", campaignId: "AR-Q1", points: 1, reason: "beside" }, key: "beside-work" })
    ])
    // What the work read is what it changed: nothing of its group came in between.
    expect(read).toMatchObject({ status: "fulfilled", value: { after: (read as PromiseFulfilledResult<{ seen: number }>).value.seen + 2 } })
    expect(failed).toMatchObject({ status: "rejected", reason: { message: "a bug after the work's writes" } })
    expect(sent).toMatchObject({ status: "fulfilled", value: { status: 200 } })
    const keys = programme.db.prepare("SELECT json_extract(metadata, '$.commandId') FROM events WHERE position > ?").pluck().all(before)
    expect(new Set(keys)).toEqual(new Set(["work-ok", adjustId("beside-work")]))
    expect(programme.log.findCommand("work-boom")).toBeUndefined()
  })
})

describe("A crash during group commits", () => {
  it("loses no answered command: every 2xx is in the log after the server is killed", async () => {
    const tmp = tempDir("crash-http")
    const path = tmp.file("served")
    const loading = Programme.open(path, { durability: "normal" })
    await importFiles(loading, [fixtures.small, secondCountry], { quiet: true })
    loading.close()
    const server = startNode("adminServe.ts", [path, "ar-adm"])
    let printed = ""
    server.child.stdout!.on("data", (chunk: string) => (printed += chunk))
    await server.printed("ready")
    const { url, token } = JSON.parse(printed.split("\n")[0]!) as { url: string; token: string }
    const answered: Array<string> = []
    let i = 0
    const client = async () => {
      for (;;) {
        const key = `crash-${i++}`
        const res = await fetch(`${url}/api/admin/wallets/adjust`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify({ userId: "ar1", campaignId: "AR-Q1", points: 1, reason: "load" })
        }).catch(() => undefined)
        if (res === undefined) return
        if (res.status === 200) answered.push(key)
      }
    }
    const clients = Array.from({ length: 16 }, client)
    while (answered.length < 200) await new Promise((r) => setTimeout(r, 5))
    server.child.kill("SIGKILL")
    await Promise.all(clients)
    await server.done
    const db = new Database(path, { readonly: true })
    const logged = new Set(db.prepare("SELECT command_id FROM commands WHERE command_id LIKE ?").pluck().all(adjustId("crash-%")))
    db.close()
    tmp.remove()
    expect(answered.filter((k) => !logged.has(adjustId(k)))).toEqual([])
    expect(answered.length).toBeGreaterThanOrEqual(200)
  }, 60_000)
})

