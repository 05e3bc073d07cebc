import { existsSync, readFileSync, writeFileSync } from "node:fs"
import Database from "better-sqlite3"
import { beforeAll, describe, expect, it } from "vitest"
import { makeLocalMailbox } from "../../adapters/outbox/localMailbox.ts"
import { Programme } from "../../adapters/programme/Programme.ts"
import { importFiles } from "../../cli/commands/import.ts"
import { vitrine } from "../support/cli.ts"
import { fixtures } from "../support/server.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("self-service-cli")
const live = `${dir}/live.db`
const backup = `${dir}/backup.db`

const withProgramme = async <T>(path: string, f: (p: Programme) => Promise<T> | T): Promise<T> => {
  const p = Programme.open(path)
  try {
    return await f(p)
  } finally {
    p.close()
  }
}

beforeAll(async () => {
  await withProgramme(live, async (p) => {
    await importFiles(p, [fixtures.small], { quiet: true })
    const outbox = makeLocalMailbox(p.db, () => Date.parse("2026-01-20T12:00:00Z"))
    outbox.send({ userId: "u2", channel: "email", recipient: "u2@example.com.br", kind: "recover_password", locale: "pt-BR", subject: "Vitrine: recuperação de senha", body: "Olá, Carla! Acesse http://x/recover-password/u2/dTI/abc" })
    outbox.send({ userId: "u2", channel: "sms", recipient: "+5511987654321", kind: "recovery_code", locale: "pt-BR", subject: "Vitrine: código", body: "Vitrine: seu código é 123456." })
  })
})

describe("vitrine outbox", () => {
  it("lists the local mailbox newest first, in the operator's language", () => {
    const r = vitrine(["outbox", "--db", live], { VITRINE_LOCALE: "en-US" })
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).toBe(
      "#2  2026-01-20 12:00:00  SMS → +5511987654321  (recovery_code)\n  Vitrine: seu código é 123456.\n\n" +
        "#1  2026-01-20 12:00:00  e-mail → u2@example.com.br  (recover_password)\n  subject: Vitrine: recuperação de senha\n  Olá, Carla! Acesse http://x/recover-password/u2/dTI/abc\n\n"
    )
  })

  it("filters by recipient (a phone as typed) and prints JSON lines with --json", () => {
    const r = vitrine(["outbox", "--db", live, "--to", "+55 (11) 98765-4321", "--json"])
    expect(r.status, r.stderr).toBe(0)
    const rows = JSON.parse(r.stdout) as Array<Record<string, unknown>>
    expect(rows).toEqual([expect.objectContaining({ id: 2, channel: "sms", kind: "recovery_code", body: "Vitrine: seu código é 123456." })])
  })

  it("says no message matched a filter (not that the mailbox is empty), in pt-BR by default, and refuses a bad --limit as bad usage", () => {
    const empty = vitrine(["outbox", "--db", live, "--user", "nobody"], { VITRINE_LOCALE: "", LANG: "C.UTF-8" })
    expect(empty.stdout).toBe("nenhuma mensagem na caixa de saída para nobody\n")
    expect(vitrine(["outbox", "--db", live]).stdout).not.toBe("")
    expect(vitrine(["outbox", "--db", live, "--limit", "0"]).status).toBe(2)
  })
})

describe("vitrine erasures reapply (after restoring a backup older than an erasure)", () => {
  it("erases again, from the log of the database in use before the restore, what the backup brought back", async () => {
    expect(vitrine(["backup", backup, "--db", live]).status).toBe(0)
    // After the backup, Bruno Souza (u1) asks to be erased.
    await withProgramme(live, (p) => {
      const command = p.handler.decode("EraseAccount", { userId: "u1" })
      if (command._tag !== "Success") throw new Error("does not decode")
      p.executeSync({ commandId: "erase-u1", at: Date.now(), actor: { kind: "system" }, command: command.value })
    })
    const listed = vitrine(["erasures", "list", "--db", live, "--json"])
    expect(JSON.parse(listed.stdout)).toMatchObject([{ userId: "u1", held: false }])
    // The backup is restored: it holds Bruno again, and its log has no erasure.
    expect(readFileSync(backup).includes(Buffer.from("Bruno Souza"))).toBe(true)
    expect(vitrine(["erasures", "list", "--db", backup], { VITRINE_LOCALE: "en-US" }).stdout).toBe("no erasure recorded\n")

    const r = vitrine(["erasures", "reapply", "--db", backup, "--from", live], { VITRINE_LOCALE: "en-US" })
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout).toBe("u1  erased now (AccountErased event recorded)\n1 erasure read, 1 re-applied; WAL emptied\n")
    for (const file of [backup, `${backup}-wal`].filter(existsSync)) expect(readFileSync(file).includes(Buffer.from("Bruno Souza")), file).toBe(false)
    expect(vitrine(["verify", "--db", backup]).status).toBe(0)

    // Rows restored under an erasure the log already records are erased again; a second run finds nothing.
    await withProgramme(backup, (p) =>
      p.db.prepare("INSERT INTO personal_data (user_id, country, document, email, full_name, birthday) VALUES ('u1', 'BR', '52998224725', 'u1@example.com.br', 'Bruno Souza', '1994-07-21')").run()
    )
    expect(JSON.parse(vitrine(["erasures", "list", "--db", backup, "--json"]).stdout)).toMatchObject([{ userId: "u1", held: true }])
    const again = vitrine(["erasures", "reapply", "--db", backup, "--json"])
    expect(JSON.parse(again.stdout)).toEqual([{ userId: "u1", outcome: "cleaned" }])
    expect(JSON.parse(vitrine(["erasures", "reapply", "--db", backup, "--json"]).stdout)).toEqual([{ userId: "u1", outcome: "nothing" }])
    for (const file of [backup, `${backup}-wal`].filter(existsSync)) expect(readFileSync(file).includes(Buffer.from("Bruno Souza")), file).toBe(false)
  })

  it("says so in French, and refuses a --from file that does not exist", () => {
    const r = vitrine(["erasures", "reapply", "--db", backup, "--from", `${dir}/nope.db`], { VITRINE_LOCALE: "fr-FR" })
    expect(r.status).toBe(1)
    expect(r.stderr).toMatch(/^vitrine: /)
    expect(r.stderr).toContain("nope.db")
  })

  it("says a --from file that is not a Vitrine database is that file's fault, and leaves it untouched", () => {
    const crm = `${dir}/crm.db`
    const raw = new Database(crm)
    raw.exec("CREATE TABLE customers (id INTEGER PRIMARY KEY)")
    raw.close()
    const text = `${dir}/notes.txt`
    writeFileSync(text, "not a database\n")
    const before = readFileSync(crm)
    const foreign = vitrine(["erasures", "reapply", "--db", backup, "--from", crm])
    expect([foreign.status, foreign.stderr]).toEqual([1, `vitrine: ${crm} is another application's SQLite database (it has tables, none of them Vitrine's): nothing was changed; point --db or VITRINE_DB at Vitrine's file\n`])
    expect(readFileSync(crm).equals(before)).toBe(true)
    const notes = vitrine(["erasures", "reapply", "--db", backup, "--from", text])
    expect(notes.status).toBe(1)
    expect(notes.stderr).toMatch(new RegExp(`^vitrine: ${text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} `))
  })
})
