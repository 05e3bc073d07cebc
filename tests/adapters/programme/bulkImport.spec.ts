import { fc, test } from "@fast-check/vitest"
import type Database from "better-sqlite3"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Exit } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { deferrable, importCommands, type ImportItem, type ImportSummary } from "../../../adapters/programme/importer.ts"
import { byCodePoint, startPipeline } from "../../../adapters/programme/importPipeline.ts"
import { makeLookups } from "../../../adapters/programme/lookups.ts"
import { Programme } from "../../../adapters/programme/Programme.ts"
import { verify } from "../../../adapters/programme/verify.ts"
import { items } from "../../../cli/fixtureItems.ts"
import type { NdjsonItem, NdjsonStream } from "../../../cli/ndjson.ts"
import type { Lookups } from "../../../domain/lookups.ts"
import { countryCodes } from "../../../domain/rules/countries.ts"
import { generateFixture } from "../../../fixtures/generator/generateFixture.ts"

/**
 * A bulk import (large transactions, folded states cached and evicted) must leave exactly what
 * running the same lines one command at a time leaves: the same events, idempotency records, read
 * models, checkpoints and import summary. Random small programmes, with lines repeated (their
 * command ids come back), malformed and unknown lines mixed in.
 */

/** Fixture lines as the CLI reads them: parsed, or the reason they could not be. */
const itemsOf = (lines: ReadonlyArray<string>): AsyncIterable<ImportItem> => {
  const parsed: Array<NdjsonItem> = lines.map((text, i) => {
    try {
      return { file: "f.ndjson", line: i + 1, value: JSON.parse(text) as unknown }
    } catch (e) {
      return { file: "f.ndjson", line: i + 1, error: "bad_json", message: (e as Error).message, text }
    }
  })
  const stream: NdjsonStream = {
    totalBytes: 0,
    textBytes: 0,
    sized: true,
    bytesRead: () => 0,
    close: () => {},
    async *[Symbol.asyncIterator]() {
      yield* parsed
    }
  }
  return items(stream)
}

/**
 * Tables whose rows are counts by key: a fold moves them by what it folded at each flush, while one
 * command at a time moves them sale by sale (a count at zero leaves, and may come back as a new row),
 * so their storage order says nothing; compared by key.
 */
const orderedByKey = new Map([["sale_counts", "campaign_id, status"]])

/** Every table of the file, every row in storage order: what a bulk import must reproduce. */
const dump = (db: Database.Database): Record<string, Array<unknown>> => {
  const tables = db
    .prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '__drizzle_migrations' ORDER BY name")
    .pluck()
    .all()
  return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT * FROM "${t}" ORDER BY ${orderedByKey.get(t) ?? "rowid"}`).raw().all()]))
}

/** The reference: one command per transaction, every state folded from the log afresh. */
const oneAtATime = async (lines: ReadonlyArray<string>) => {
  const programme = Programme.open(":memory:")
  const summary = await importCommands(programme, itemsOf(lines), { batchSize: 1, bulk: false, onBatch: () => programme.handler.forget() })
  return { programme, summary }
}

/** The file's indexes, by name and definition: a bulk import that deferred some must build them back. */
const indexes = (db: Database.Database) =>
  db.prepare("SELECT name, tbl_name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name").raw().all()

const scratch = mkdtempSync(join(tmpdir(), "vitrine-bulk-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
let files = 0
/** A new database file, which a bulk import can share with its writer thread. */
const newFile = () => join(scratch, `import-${++files}.db`)

const bulkImport = async (
  lines: ReadonlyArray<string>,
  options: { batchSize: number; stateCacheLimit?: number; deferIndexes: boolean; file?: boolean; writerChunkSize?: number; decidedAtATime?: number }
) => {
  const programme = Programme.open(options.file ? newFile() : ":memory:", options.stateCacheLimit === undefined ? {} : { stateCacheLimit: options.stateCacheLimit })
  const summary: ImportSummary = await importCommands(programme, itemsOf(lines), {
    batchSize: options.batchSize,
    // A bulk import keeps up to 1,000,000 states unless told: a tiny cache folds streams again.
    ...(options.stateCacheLimit === undefined ? {} : { stateCacheLimit: options.stateCacheLimit }),
    ...(options.deferIndexes ? { deferIndexes: deferrable } : {}),
    // A slow writer: decisions run up to two batches ahead of the file, over what is not committed.
    ...(options.file ? { pipeline: true, writerDelayMs: 15 } : {}),
    // A batch reaches the writer in chunks, written together once its last one came; it is
    // decided as it is read, a slice at a time.
    ...(options.writerChunkSize === undefined ? {} : { writerChunkSize: options.writerChunkSize }),
    ...(options.decidedAtATime === undefined ? {} : { decidedAtATime: options.decidedAtATime }),
    // The bulk path itself must give the result, not its fallback to one command at a time.
    onBulkFailure: (e) => {
      throw e
    }
  })
  return { programme, summary }
}

/** The bulk import left what one command at a time left: the summary, every row, nothing for `verify` to find. Closes both. */
const expectTheSame = (one: { programme: Programme; summary: ImportSummary }, bulk: { programme: Programme; summary: ImportSummary }) => {
  try {
    expect(bulk.summary).toEqual(one.summary)
    expect(dump(bulk.programme.db)).toEqual(dump(one.programme.db))
    expect(verify(bulk.programme).findings).toEqual([])
  } finally {
    one.programme.close()
    bulk.programme.close()
  }
}

/**
 * Makes a later sale claim an earlier sale's invoice at the same store in the same campaign,
 * reported by another salesperson: a likely duplicate, flagged on both (`duplicateOf`), which the
 * bulk path must see whether the first sale is written or still held in its batch's fold.
 */
const claimAgain = (lines: Array<string>, at: number): void => {
  const sales = lines.flatMap((text, i) => {
    if (!text.includes('"type":"ReportSale"')) return []
    const p = (JSON.parse(text) as { payload: { campaignId: string; storeId: string; userId: string; invoiceNumber: string } }).payload
    return [{ i, ...p }]
  })
  const pairs = sales.flatMap((a) =>
    sales.filter((b) => b.i > a.i && b.campaignId === a.campaignId && b.storeId === a.storeId && b.userId !== a.userId).slice(0, 3).map((b) => [a, b] as const)
  )
  const pair = pairs[Math.floor(at * pairs.length)]
  if (!pair) return
  const [first, later] = pair
  const line = JSON.parse(lines[later.i]!) as { payload: { invoiceNumber: string } }
  line.payload.invoiceNumber = first.invoiceNumber
  lines[later.i] = JSON.stringify(line)
}

const programmes = fc.record({
  users: fc.integer({ min: 15, max: 60 }),
  sales: fc.integer({ min: 40, max: 200 }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  batchSize: fc.integer({ min: 2, max: 2_000 }),
  stateCacheLimit: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  deferIndexes: fc.boolean(),
  // Into a file, deciding here while a worker thread writes (importPipeline.ts).
  file: fc.boolean(),
  writerChunkSize: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
  decidedAtATime: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
  // Where lines are repeated or spoiled, as fractions of the file.
  repeats: fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { maxLength: 6 }),
  claims: fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { minLength: 1, maxLength: 4 }),
  spoiled: fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { maxLength: 3 })
})

describe("a bulk import against one command at a time", () => {
  // A drawn programme may re-claim a sale that the rules then refuse, so "duplicates occur" cannot be
  // asserted of every draw; this fixed one shows that re-claimed invoices do become duplicates.
  it("draws programmes whose re-claimed invoices are decided as duplicates", async () => {
    const lines = [...generateFixture({ users: 30, sales: 120, seed: 7 })]
    claimAgain(lines, 0.5)
    const one = await oneAtATime(lines)
    try {
      expect(one.programme.db.prepare("SELECT count(*) FROM sales WHERE duplicate = 1").pluck().get()).toBeGreaterThan(0)
    } finally {
      one.programme.close()
    }
  })

  // A fault only the first bulk transaction to write a sale meets (a full disk, say): the flag row
  // is gone once the import has been told. In memory, the bulk path meets it in this thread; in a
  // file, the writer thread meets it on its own connection and this thread runs the batch again.
  it.each([
    { where: "in memory, in one thread", file: false },
    { where: "in a file, with its writer thread", file: true }
  ])("runs a batch the bulk path could not write again one command at a time, to the same result ($where)", async ({ file }) => {
    const lines = [...generateFixture({ users: 30, sales: 120, seed: 11 })]
    const one = await oneAtATime(lines)
    const programme = Programme.open(file ? newFile() : ":memory:")
    const temp = file ? "" : "TEMP"
    programme.db.exec(`
      CREATE ${temp} TABLE refuse_once (x);
      INSERT INTO refuse_once VALUES (1);
      CREATE ${temp} TRIGGER refuse_sales BEFORE INSERT ON sales WHEN EXISTS (SELECT 1 FROM refuse_once)
      BEGIN SELECT RAISE(ABORT, 'refused once'); END`)
    const failures: Array<string> = []
    try {
      const summary = await importCommands(programme, itemsOf(lines), {
        batchSize: 50,
        pipeline: file,
        onBulkFailure: (e) => {
          failures.push((e as Error).message)
          programme.db.exec("DELETE FROM refuse_once")
        }
      })
      programme.db.exec("DROP TRIGGER refuse_sales; DROP TABLE refuse_once")
      expect(failures).toEqual(["refused once"])
      expect(summary).toEqual(one.summary)
      expect(dump(programme.db)).toEqual(dump(one.programme.db))
      expect(verify(programme).findings).toEqual([])
    } finally {
      one.programme.close()
      programme.close()
    }
  })

  it("decides over what the writer thread has not committed yet: streams folded again, invoices claimed, documents, birthdays, campaigns, outcomes", async () => {
    const lines = [...generateFixture({ users: 40, sales: 200, seed: 3 })]
    for (const at of [0.2, 0.45, 0.7, 0.9]) claimAgain(lines, at)
    // Lines repeated a batch or two later: their outcomes are in a batch not committed yet.
    for (const at of [0.3, 0.6]) lines.splice(Math.floor(at * lines.length) + 40, 0, lines[Math.floor(at * lines.length)]!)
    // Another account with a document registered a batch earlier: taken, though not committed yet.
    const registered = lines.findIndex((l) => l.includes('"type":"RegisterAccount"') && l.includes('"role":"learner"'))
    const copy = JSON.parse(lines[registered]!) as { commandId: string; payload: { userId: string; email: string } }
    copy.commandId += "-again"
    copy.payload.userId += "-again"
    copy.payload.email = `again.${copy.payload.email}`
    lines.splice(registered + 30, 0, JSON.stringify(copy))
    const one = await oneAtATime(lines)
    expect(one.summary.rejections.map((r) => r.code)).toContain("account.document_taken")
    const bulk = await bulkImport(lines, { batchSize: 25, stateCacheLimit: 3, deferIndexes: false, file: true })
    expectTheSame(one, bulk)
  })

  // The deciding thread keeps the birthdays it read or kept (importPipeline.ts): a profile changed
  // batches after they were read, once committed, must be what the next registration sees.
  it("decides registrations over birthdays changed during the import, committed or not", async () => {
    const lines = [...generateFixture({ users: 40, sales: 200, seed: 3 })]
    const registrations = lines.flatMap((text, i) => (text.includes('"type":"RegisterForCampaign"') && text.includes('"campaignId":"AR-') ? [i] : []))
    const first = registrations[0]!
    type Line = { commandId: string; at: string; actor: string; type: string; payload: Record<string, unknown> }
    const parse = (i: number) => JSON.parse(lines[i]!) as Line
    const template = parse(first)
    const at = (i: number) => parse(i).at
    const line = (commandId: string, when: string, actor: string, type: string, payload: Record<string, unknown>) =>
      JSON.stringify({ commandId, at: when, actor, type, payload })
    const register = (commandId: string, when: string) =>
      line(commandId, when, "user:young", "RegisterForCampaign", { ...template.payload, userId: "young" })
    const profile = (birthday: string) => ({
      userId: "young",
      fullName: "Joven Pérez",
      email: "joven@example.com",
      birthday,
      address: { zipCode: "1000", street: "Florida", number: "100", neighborhood: "Centro", city: "Buenos Aires", state: "CABA" }
    })
    // Later lines first, so the earlier positions hold. The steps share the campaign's open weeks;
    // each is at least four batches after the one before: committed, and out of every overlay,
    // when the next is decided.
    const closed = lines.findIndex((l) => l.includes('"type":"CloseCampaign"') && l.includes(`"campaignId":"${String(template.payload["campaignId"])}"`))
    const step = Math.floor((closed - first) / 4)
    expect(step).toBeGreaterThanOrEqual(40)
    const later = (steps: number) => first + 1 + step * steps
    lines.splice(later(3), 0, register("young-register-after-erasure", at(later(3) - 1)))
    lines.splice(later(3), 0, line("young-erase", at(later(3) - 1), "system", "EraseAccount", { userId: "young" }))
    lines.splice(later(2), 0, register("young-register-again", at(later(2) - 1)))
    lines.splice(later(1), 0, line("young-grows-up", at(later(1) - 1), "user:young", "ChangeProfile", profile("1990-03-01")))
    lines.splice(first + 1, 0, register("young-register", template.at))
    lines.splice(1, 0, line("young-account", at(0), "system", "RegisterAccount", { userId: "young", country: "AR", document: "31234567", email: "joven@example.com", fullName: "Joven Pérez", birthday: "2012-03-01", role: "learner" }))
    lines.splice(2, 0, line("young-approved", at(0), "system", "ApproveAccount", { userId: "young" }))

    const one = await oneAtATime(lines)
    const outcome = (commandId: string) => one.summary.rejections.find((r) => r.commandId === commandId)?.code ?? "accepted"
    // Too young, then old enough once the profile says so, then gone with the erasure.
    expect(["young-account", "young-register", "young-grows-up", "young-register-again", "young-erase", "young-register-after-erasure"].map(outcome)).toEqual([
      "accepted",
      "registration.underage",
      "accepted",
      "accepted",
      "accepted",
      "account.not_approved"
    ])
    const bulk = await bulkImport(lines, { batchSize: 10, deferIndexes: false, file: true })
    expectTheSame(one, bulk)
  })

  // A close expires every participant's balance and judges every member at level 2 or above: the
  // deciding thread answers both from the file and what the writer has not committed yet.
  it.each([
    { where: "nothing committed yet: the whole file is one batch", batchSize: 5_000 },
    { where: "the writer a few batches behind", batchSize: 7 }
  ])("closes campaigns over participants and members not committed yet ($where)", async ({ batchSize }) => {
    const lines = [...generateFixture({ users: 60, sales: 400, seed: 9 })]
    const one = await oneAtATime(lines)
    const count = (type: string) => one.programme.db.prepare<[string], number>("SELECT count(*) FROM events WHERE type = ?").pluck().get(type)
    expect(count("CampaignClosed")).toBeGreaterThan(1)
    expect(count("PointsExpired")).toBeGreaterThan(10)
    expect(count("LevelFell")).toBeGreaterThan(0)
    const bulk = await bulkImport(lines, { batchSize, deferIndexes: false, file: true })
    expectTheSame(one, bulk)
  })

  // Ids are any text: an answer merged in memory must come in the order SQLite's ORDER BY gives.
  test.prop([fc.array(fc.string({ unit: "grapheme", minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 30 })])(
    "orders merged ids as SQLite orders text",
    (ids) => {
      const db = Programme.open(":memory:").db
      try {
        const sorted = db.prepare<[string], string>("SELECT value FROM json_each(?) ORDER BY value").pluck().all(JSON.stringify(ids))
        expect([...ids].sort(byCodePoint)).toEqual(sorted)
      } finally {
        db.close()
      }
    }
  )

  // The same, asked directly: every nine commands, what the deciding thread answers over the file
  // and the nine it has not sent yet is what the file answers once they are committed.
  it.each([
    { where: "in one thread", pipeline: false, batches: [25_000, 50_000, 60_000] },
    { where: "with a writer thread", pipeline: true, batches: [50_000, 60_000] }
  ])("commits the default number of commands a transaction $where", async ({ pipeline, batches }) => {
    // Lines that are not commands cost nothing to decide: only where the batches end is seen.
    async function* malformed(): AsyncIterable<ImportItem> {
      for (let line = 1; line <= 60_000; line++) yield { ok: false, file: "f.ndjson", line, commandId: null, code: "input.bad_json", message: "bad" }
    }
    const programme = Programme.open(join(scratch, `batches-${pipeline}.db`), { durability: "normal" })
    const seen: Array<number> = []
    try {
      await importCommands(programme, malformed(), { pipeline, onBatch: (p) => seen.push(p.lines) })
    } finally {
      programme.close()
    }
    expect(seen).toEqual(batches)
  })

  it("answers participants, members by level and campaigns, over commands not committed yet, as the file does once they are", async () => {
    const lines = [...generateFixture({ users: 60, sales: 400, seed: 9 })]
    const campaigns = lines.flatMap((l) => (l.includes('"type":"DraftCampaign"') ? [(JSON.parse(l) as { payload: { campaignId: string } }).payload.campaignId] : []))
    const ask = (l: Lookups) => ({
      participants: campaigns.map((c) => l.participants(c)),
      members: countryCodes.flatMap((country) => [1, 2, 3].map((level) => l.membersAtOrAbove(country, level))),
      campaigns: countryCodes.map((country) => l.campaignsOf(country))
    })
    const programme = Programme.open(newFile())
    const pipeline = startPipeline(programme, { durability: "normal", cacheLimit: 1_000_000 })
    const file = makeLookups(programme.db)
    const events = (type: string) => programme.db.prepare<[string], number>("SELECT count(*) FROM events WHERE type = ?").pluck().get(type)
    try {
      let decided = 0
      for await (const item of itemsOf(lines)) {
        if (!item.ok) continue
        const command = programme.handler.decode(item.type, item.payload)
        if (Exit.isFailure(command)) continue
        pipeline.handler.executeSync({ commandId: item.commandId, at: item.at, actor: item.actor, command: command.value })
        if (++decided % 9 !== 0) continue
        const overlaid = ask(pipeline.lookups)
        pipeline.drain()
        expect(overlaid).toEqual(ask(file))
      }
      pipeline.drain()
      // Accounts registered, raised, fallen and registered in campaigns, among the commands asked about.
      for (const type of ["AccountRegistered", "LevelUpApproved", "LevelFell", "RegisteredForCampaign", "CampaignClosed"]) expect(events(type)).toBeGreaterThan(0)
    } finally {
      await pipeline.stop()
      programme.close()
    }
  })

  // The writer thread's decider answers "never written" from a filter seeded with what the file
  // held when the import began (knownIds.ts): a second file goes on from the first.
  it("takes the import back from the writer thread when another writer moved the log, and ends as one command at a time would", async () => {
    const lines = [...generateFixture({ users: 30, sales: 150, seed: 11 })]
    // Another process registers an account while the import runs: no line of the file touches it.
    type Registration = { commandId: string; at: string; actor: string; type: string; payload: Record<string, unknown> }
    const model = JSON.parse(lines.find((l) => l.includes('"type":"RegisterAccount"') && l.includes('"role":"learner"') && l.includes('"country":"AR"'))!) as Registration
    const intruder: Registration = {
      ...model,
      commandId: "intruder",
      payload: { ...model.payload, userId: "intruder", email: "intruder@example.com", document: "28888888" }
    }

    const reference = await oneAtATime(lines)
    const path = newFile()
    const programme = Programme.open(path)
    const failures: Array<unknown> = []
    let batches = 0
    try {
      const summary = await importCommands(programme, itemsOf(lines), {
        batchSize: 25,
        pipeline: true,
        writerDelayMs: 15,
        onBatch: () => {
          if (++batches !== 2) return
          const other = Programme.open(path, { startUp: false })
          try {
            const decoded = other.handler.decode(intruder.type, intruder.payload)
            if (!Exit.isSuccess(decoded)) throw new Error("the intruder's command does not decode")
            const handled = other.executeSync({ commandId: intruder.commandId, at: Date.parse(intruder.at), actor: { kind: "system" }, command: decoded.value })
            expect(handled.outcome.status).toBe("accepted")
          } finally {
            other.close()
          }
        },
        onBulkFailure: (e) => failures.push(e)
      })
      expect(failures.map((e) => (e as Error).message)).toEqual([expect.stringMatching(/^another writer moved the log to position \d+ \(expected \d+\)$/)])
      expect(summary).toEqual(reference.summary)
      const count = (db: Database.Database, sql: string) => db.prepare(sql).pluck().get()
      const intruderEvents = count(programme.db, "SELECT count(*) FROM events WHERE event_id LIKE 'intruder#%'") as number
      expect(intruderEvents).toBeGreaterThan(0)
      expect(count(programme.db, "SELECT count(*) FROM events")).toBe((count(reference.programme.db, "SELECT count(*) FROM events") as number) + intruderEvents)
      expect(count(programme.db, "SELECT count(*) FROM commands")).toBe((count(reference.programme.db, "SELECT count(*) FROM commands") as number) + 1)
      expect(verify(programme).findings).toEqual([])
    } finally {
      reference.programme.close()
      programme.close()
    }
  })

  it("goes on from what the file held before the import: outcomes, streams, documents and invoices written by an earlier one", async () => {
    const lines = [...generateFixture({ users: 40, sales: 200, seed: 5 })]
    const cut = Math.floor(lines.length / 2)
    const first = lines.slice(0, cut)
    // The second file repeats the first's last lines (their outcomes are in the file)...
    const second = lines.slice(cut - 30)
    // ...re-claims an invoice the first file claimed, at the same store, by someone else...
    type Sale = { campaignId: string; storeId: string; userId: string; invoiceNumber: string }
    const saleOf = (text: string): Sale | undefined =>
      text.includes('"type":"ReportSale"') ? (JSON.parse(text) as { payload: Sale }).payload : undefined
    const sameStoreOtherUser = (a: Sale) => (b: Sale | undefined) => b !== undefined && b.campaignId === a.campaignId && b.storeId === a.storeId && b.userId !== a.userId
    const earlier = first.map(saleOf)
    const later = second.findIndex((l) => {
      const s = saleOf(l)
      return s !== undefined && earlier.some(sameStoreOtherUser(s))
    })
    const reclaim = JSON.parse(second[later]!) as { payload: Sale }
    reclaim.payload.invoiceNumber = earlier.find(sameStoreOtherUser(reclaim.payload))!.invoiceNumber
    second[later] = JSON.stringify(reclaim)
    // ...and registers another account with a document the first file registered.
    type Registration = { commandId: string; payload: { userId: string; email: string } }
    const withTheDocument = (line: string, suffix: string) => {
      const copy = JSON.parse(line) as Registration
      copy.commandId += suffix
      copy.payload.userId += suffix
      copy.payload.email = `${suffix}.${copy.payload.email}`
      return JSON.stringify(copy)
    }
    const learner = (l: string) => l.includes('"type":"RegisterAccount"') && l.includes('"role":"learner"')
    second.splice(40, 0, withTheDocument(first.find(learner)!, "again"))
    // Within the second file, what it wrote itself ten batches back is committed by then: a new
    // account's document, and the outcomes of an accepted and a refused command, come back.
    const newcomer = JSON.parse(withTheDocument(first.find((l) => learner(l) && l.includes('"country":"AR"'))!, "new")) as Registration
    Object.assign(newcomer.payload, { document: "29999999" })
    // The same user again: refused.
    const refused = JSON.stringify({ ...newcomer, commandId: `${newcomer.commandId}-refused` })
    second.splice(300, 0, second[50]!)
    second.splice(296, 0, refused)
    second.splice(295, 0, withTheDocument(JSON.stringify(newcomer), "later"))
    second.splice(46, 0, refused)
    second.splice(45, 0, JSON.stringify(newcomer))

    const reference = Programme.open(":memory:")
    const programme = Programme.open(newFile())
    try {
      const expected = []
      for (const part of [first, second]) {
        expected.push(await importCommands(reference, itemsOf(part), { batchSize: 1, bulk: false, onBatch: () => reference.handler.forget() }))
      }
      expect(expected[1]!.repeated).toBe(32)
      const codes = expected[1]!.rejections.map((r) => r.code)
      expect(codes.filter((c) => c === "account.document_taken")).toHaveLength(2)
      expect(codes.filter((c) => c === "account.already_exists")).toHaveLength(2)
      expect(reference.db.prepare("SELECT count(*) FROM sales WHERE duplicate = 1").pluck().get()).toBeGreaterThan(0)
      for (const [i, part] of [first, second].entries()) {
        const summary = await importCommands(programme, itemsOf(part), {
          batchSize: 25,
          pipeline: true,
          onBulkFailure: (e) => {
            throw e
          }
        })
        expect(summary).toEqual(expected[i])
      }
      expect(dump(programme.db)).toEqual(dump(reference.db))
      expect(verify(programme).findings).toEqual([])
    } finally {
      reference.close()
      programme.close()
    }
  })

  test.prop([programmes], { numRuns: 8 })(
    "gives the same events, idempotency records, read models, checkpoints and summary",
    async ({ users, sales, seed, batchSize, stateCacheLimit, deferIndexes, repeats, claims, spoiled, file, writerChunkSize, decidedAtATime }) => {
      const lines = [...generateFixture({ users, sales, seed })]
      for (const at of claims) claimAgain(lines, at)
      // A repeated line comes back later in the file; a spoiled one is cut short or unknown.
      for (const r of repeats) lines.splice(Math.floor(r * lines.length) + 1, 0, lines[Math.floor(r * lines.length)]!)
      for (const [i, r] of spoiled.entries()) {
        const at = Math.floor(r * lines.length)
        lines.splice(at, 0, i % 2 === 0 ? lines[at]!.slice(0, 20) : lines[at]!.replace(/"type":"[A-Za-z]+"/, '"type":"Teleport"'))
      }

      const one = await oneAtATime(lines)
      const bulk = await bulkImport(lines, {
        batchSize,
        deferIndexes,
        file,
        ...(stateCacheLimit === undefined ? {} : { stateCacheLimit }),
        ...(writerChunkSize === undefined ? {} : { writerChunkSize }),
        ...(decidedAtATime === undefined ? {} : { decidedAtATime })
      })
      try {
        expect(bulk.summary).toEqual(one.summary)
        expect(dump(bulk.programme.db)).toEqual(dump(one.programme.db))
        expect(indexes(bulk.programme.db)).toEqual(indexes(one.programme.db))
        expect(verify(bulk.programme).findings).toEqual([])

        // Imported again, in bulk: every command is a repeat and nothing moves.
        const before = dump(bulk.programme.db)
        const again = await importCommands(bulk.programme, itemsOf(lines), { batchSize })
        // Rule rejections are recorded and answer as repeats; malformed lines and unknown commands
        // (`input.*`, an unknown one naming its type in details) are not.
        expect(again.repeated).toBe(one.summary.accepted + one.summary.rejections.filter((r) => !r.code.startsWith("input.")).length)
        expect(dump(bulk.programme.db)).toEqual(before)
      } finally {
        one.programme.close()
        bulk.programme.close()
      }
    },
    120_000
  )
})
