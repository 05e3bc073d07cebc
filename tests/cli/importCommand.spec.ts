import { copyFileSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { root, shell, vitrine, vitrineJson } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-import-")
const small = join(root, "fixtures", "scenarios", "small.ndjson")

interface ImportJson {
  accepted: number
  rejected: Array<{ line: number; commandId: string | null; code: string }>
}

describe("vitrine import", { timeout: 180_000 }, () => {
  it("prints DESIGN §6's JSON: accepted count and each rejection's line, commandId and code", () => {
    const db = join(dir, "json.db")
    const out = vitrineJson<ImportJson>(["import", small, "--db", db])
    expect(Object.keys(out)).toEqual(["accepted", "rejected"])
    expect(out).toEqual({
      accepted: 31,
      rejected: [
        { line: 23, commandId: "small-023", code: "sale.invoice_already_sent" },
        { line: 24, commandId: "small-024", code: "sale.window_expired" }
      ]
    })
  })

  it("changes nothing when the same file is imported again, and answers the same", () => {
    const db = join(dir, "again.db")
    const first = vitrineJson<ImportJson>(["import", small, "--db", db])
    const events = vitrineJson<Array<unknown>>(["events", "tail", "-n", "100000", "--db", db]).length
    const second = vitrineJson<ImportJson>(["import", small, "--db", db])
    expect(second).toEqual(first)
    expect(vitrineJson<Array<unknown>>(["events", "tail", "-n", "100000", "--db", db])).toHaveLength(events)
  })

  it("reports malformed lines with their line numbers and goes on", () => {
    const file = join(dir, "broken.ndjson")
    const good = (id: string, brandId: string) =>
      JSON.stringify({ commandId: id, at: "2026-01-02T09:00:00-03:00", actor: "system", type: "CreateBrand", payload: { brandId, name: brandId } })
    writeFileSync(
      file,
      [
        good("b1", "acme"),
        "{ not json",
        JSON.stringify({ commandId: "b2", at: "2026-01-02T09:00:00-03:00", actor: "system", type: "Teleport", payload: {} }),
        JSON.stringify({ commandId: "b3", at: "yesterday", actor: "system", type: "CreateBrand", payload: { brandId: "x", name: "x" } }),
        JSON.stringify({ commandId: "b4", at: "2026-01-02T09:00:00-03:00", actor: "system", type: "CreateBrand", payload: { name: "no id" } }),
        "",
        good("b5", "zeta")
      ].join("\r\n")
    )
    const run = vitrine(["import", file, "--db", join(dir, "broken.db"), "--json"])
    // Lines that never decoded are the file's fault: exit 1, though every other line was imported.
    expect(run.status).toBe(1)
    expect(run.stderr).toContain("4 lines were not a command")
    const out = JSON.parse(run.stdout) as ImportJson
    expect(out).toEqual({
      accepted: 2,
      rejected: [
        { line: 2, commandId: null, code: "input.bad_json" },
        { line: 3, commandId: "b2", code: "input.unknown_command" },
        { line: 4, commandId: "b3", code: "input.invalid_envelope" },
        { line: 5, commandId: "b4", code: "input.invalid" }
      ]
    })
  })

  it("refuses a line that is not UTF-8 rather than logging its name with �, and imports the rest", () => {
    const file = join(dir, "latin1.ndjson")
    const agency = (id: string, name: string) => `{"commandId":"${id}","at":"2026-01-02T09:00:00-03:00","actor":"system","type":"CreateAgency","payload":{"agencyId":"${id}","name":"${name}","brandIds":[]}}\n`
    // "Agência" as Windows-1252 writes it (ê is the byte 0xEA), then a line in UTF-8.
    writeFileSync(file, Buffer.concat([Buffer.from(agency("ag1", "Ag\xeancia Sul"), "latin1"), Buffer.from(agency("ag2", "Agência Norte"), "utf8")]))
    const db = join(dir, "latin1.db")
    const run = vitrine(["import", file, "--db", db])
    expect(run.status).toBe(1)
    expect(run.stdout).toContain("input.bad_encoding")
    expect(run.stdout).toContain("not UTF-8 text at column 130: save the file as UTF-8")
    expect(run.stderr).toContain("1 line was not a command (not UTF-8,")
    const names = vitrine(["events", "tail", "--json", "--db", db]).stdout
    expect(names).toContain("Agência Norte")
    expect(names).not.toContain("\uFFFD")
    expect(names).not.toContain("ag1")
  })

  it("tells a JSON document (an array, pretty-printed or on one line) from NDJSON, and how to turn one into the other", () => {
    const commands = readFileSync(small, "utf8").trim().split("\n").map((l) => JSON.parse(l) as unknown)
    const pretty = join(dir, "pretty.json")
    writeFileSync(pretty, JSON.stringify(commands, null, 2))
    const human = vitrine(["import", pretty, "--db", join(dir, "pretty.db")])
    expect(human.status).toBe(1)
    expect(human.stdout).toContain("this file is one JSON document spread over many lines, not NDJSON (one command per line); `jq -c '.[]' file.json > file.ndjson`")
    const oneLine = join(dir, "array.json")
    writeFileSync(oneLine, JSON.stringify(commands))
    const array = vitrine(["import", oneLine, "--db", join(dir, "array.db")])
    expect(array.status).toBe(1)
    expect(array.stdout).toContain("a JSON array: NDJSON holds one command object per line")
  })

  it("names an unknown command's type, and exits 1 when any line was not a command", () => {
    const file = join(dir, "unknown.ndjson")
    writeFileSync(file, `${JSON.stringify({ commandId: "t1", at: "2026-01-02T09:00:00-03:00", actor: "system", type: "Teleport", payload: {} })}\n`)
    const run = vitrine(["import", file, "--db", join(dir, "unknown.db")])
    expect(run.status).toBe(1)
    expect(run.stdout).toContain("Unknown operation: Teleport.\n")
    expect(run.stderr).toContain("1 line was not a command")
  })

  it("names the fields a line carries that its command does not take (dropped by decoding), still exit 0", () => {
    const file = join(dir, "extra-fields.ndjson")
    const lines = readFileSync(small, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { type: string; payload: Record<string, unknown> })
    const reportSale = lines.findIndex((l) => l.type === "ReportSale")
    const extra = lines.map((l, i) => (i === reportSale ? { ...l, source: "crm", payload: { ...l.payload, observaton: "pago no pix" } } : l))
    writeFileSync(file, extra.map((l) => JSON.stringify(l)).join("\n"))
    const run = vitrine(["import", file, "--db", join(dir, "extra-fields.db"), "--json"], { VITRINE_LOCALE: "en-US" })
    expect(run.status).toBe(0)
    // DESIGN §6's JSON is as for the file without them; the note is on stderr.
    expect(JSON.parse(run.stdout)).toEqual(vitrineJson(["import", small, "--db", join(dir, "extra-fields-plain.db")]))
    const line = String(reportSale + 1)
    expect(run.stderr).toContain(
      [
        "vitrine: 1 line carries fields their command does not take: they were left out, the rest of each line imported. Correct the file if they were meant:",
        `field               lines  first line  meant`,
        `payload.observaton      1  ${line.padStart("first line".length)}  observation`,
        `source                  1  ${line.padStart("first line".length)}`
      ].join("\n")
    )
    const plain = vitrine(["import", small, "--db", join(dir, "extra-fields-none.db")])
    expect(plain.stderr).not.toContain("does not take")
  })

  it("names the command an unknown type was likely meant as: another case, separators, a typo", () => {
    const file = join(dir, "meant.ndjson")
    const line = (commandId: string, type: string) => JSON.stringify({ commandId, at: "2026-01-02T09:00:00-03:00", actor: "system", type, payload: {} })
    writeFileSync(file, [line("m1", "reportSale"), line("m2", "report_sale"), line("m3", "ApproveSales"), line("m4", "constructor")].join("\n"))
    const run = vitrine(["import", file, "--db", join(dir, "meant.db")], { VITRINE_LOCALE: "pt-BR" })
    expect(run.status).toBe(1)
    expect(run.stdout).toContain("Operação desconhecida: reportSale. Você quis dizer ReportSale?")
    expect(run.stdout).toContain("Operação desconhecida: report_sale. Você quis dizer ReportSale?")
    expect(run.stdout).toContain("Operação desconhecida: ApproveSales. Você quis dizer ApproveSale?")
    // An object's own keys are not commands: "constructor" is unknown, like any other name.
    expect(run.stdout).toMatch(/Operação desconhecida: constructor\.\n/)
  })

  it("shows a human summary by code, exit 0 (rule rejections are normal outcomes), and exit 2 on bad usage", () => {
    const run = vitrine(["import", small, "--db", join(dir, "human.db")])
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/Accepted\s+31/)
    expect(run.stdout).toContain("sale.invoice_already_sent")
    expect(vitrine(["import"]).status).toBe(2)
    expect(vitrine(["import", small, "--batch-size", "0"]).status).toBe(2)
  })

  it("says when its input had no lines (a pipe whose writer failed), and when standard input is a directory", () => {
    const db = join(dir, "empty-input.db")
    const empty = shell(`false | gzip -dc | $VITRINE import - --db ${db}`, { VITRINE_LOCALE: "en-US" })
    expect(empty.stderr).toContain("vitrine: the input has no lines: nothing was imported\n")
    writeFileSync(join(dir, "empty.ndjson"), "\n\n")
    const two = vitrine(["import", join(dir, "empty.ndjson"), small, "--db", db])
    expect(two.stderr).not.toContain("no lines")
    expect(two.status).toBe(0)
    const folder = shell(`$VITRINE import - --db ${db} < ${dir}`, { VITRINE_LOCALE: "en-US" })
    expect(folder.stderr).toBe("vitrine: standard input is a directory: redirect a file (vitrine import - < file.ndjson)\n")
    expect(folder.status).toBe(1)
  })

  it("imports a gzip file, named or piped, as its text; one cut short keeps the lines before it, says so and exits 1", () => {
    const text = readFileSync(small)
    const plain = vitrineJson<ImportJson>(["import", small, "--db", join(dir, "plain.db")])
    const gz = join(dir, "small.ndjson.gz")
    writeFileSync(gz, gzipSync(text))
    expect(vitrineJson<ImportJson>(["import", gz, "--db", join(dir, "gz.db")])).toEqual(plain)
    const piped = shell(`cat ${gz} | $VITRINE import - --db ${join(dir, "gz-piped.db")} --json`)
    expect(piped.status).toBe(0)
    expect(JSON.parse(piped.stdout)).toEqual(plain)

    // Two members, the second cut short: a download that stopped, or a disk that filled.
    const cutAt = text.indexOf("\n", text.length / 2) + 1
    const lines = text.subarray(0, cutAt).toString().split("\n").length - 1
    const cut = join(dir, "cut.ndjson.gz")
    writeFileSync(cut, Buffer.concat([gzipSync(text.subarray(0, cutAt)), gzipSync(text.subarray(cutAt)).subarray(0, 30)]))
    const db = join(dir, "cut.db")
    const run = vitrine(["import", cut, "--db", db, "--json"], { VITRINE_LOCALE: "en-US" })
    expect(run.status).toBe(1)
    const out = JSON.parse(run.stdout) as ImportJson
    expect(out.rejected.at(-1)).toEqual({ line: lines + 1, commandId: null, code: "input.damaged" })
    expect(out.accepted + out.rejected.length - 1).toBe(lines)
    expect(run.stderr).toContain(`cut.ndjson.gz is damaged or cut short after line ${lines}: the lines up to it were imported`)
    // The whole file afterwards: the lines already in change nothing, and the state is the plain import's.
    const again = vitrine(["import", gz, "--db", db], { VITRINE_LOCALE: "en-US" })
    expect(again.stdout).toContain(`${out.accepted} commands had been imported before`)
    for (const kind of ["balances", "levels", "sales"]) {
      expect(vitrineJson(["report", kind, "--campaign", "BR-Q1", "--db", db])).toEqual(vitrineJson(["report", kind, "--campaign", "BR-Q1", "--db", join(dir, "plain.db")]))
    }
    const pipedCut = shell(`cat ${cut} | $VITRINE import - --db ${join(dir, "cut-piped.db")}`, { VITRINE_LOCALE: "pt-BR" })
    expect(pipedCut.status).toBe(1)
    expect(pipedCut.stderr).toContain(`a entrada padrão está danificada ou cortada depois da linha ${lines}`)
  })

  it("refuses a ZIP or a compression it does not read, naming the command that does, and imports none of the files", () => {
    const zip = join(dir, "sales.zip")
    writeFileSync(zip, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]))
    const db = join(dir, "zip.db")
    const run = vitrine(["import", small, zip, "--db", db], { VITRINE_LOCALE: "en-US" })
    expect(run.status).toBe(1)
    expect(run.stderr).toBe(`vitrine: ${zip} is a ZIP archive (a spreadsheet is one too): import the NDJSON file it holds, e.g. unzip -p ${zip} | vitrine import -\n`)
    expect(vitrineJson<Array<unknown>>(["events", "tail", "--db", db])).toEqual([])
    const zst = shell(`printf '\\x28\\xb5\\x2f\\xfd\\x00\\x00' | $VITRINE import - --db ${db}`, { VITRINE_LOCALE: "pt-BR" })
    expect(zst.status).toBe(1)
    expect(zst.stderr).toBe("vitrine: a entrada padrão está comprimida com zstd, que o vitrine não lê (ele lê gzip): acrescente zstdcat ao pipe, antes de vitrine import -\n")
  })

  it("refuses a JSON array of commands on one line, however long, with how to make lines of it (it crashed past 512 MB)", () => {
    const commands = readFileSync(small, "utf8").trim().split("\n")
    const file = join(dir, "one-line-array.json")
    // Over the 16 MB a line may hold: the same commands many times, as `jq -c -s` would write a large export.
    const copies = Math.ceil((16 * 1024 * 1024) / commands.join(",").length) + 1
    writeFileSync(file, `[${Array.from({ length: copies }, () => commands.join(",")).join(",")}]\n${commands[0]}\n`)
    const run = vitrine(["import", file, "--db", join(dir, "one-line-array.db")], { VITRINE_LOCALE: "en-US" })
    expect(run.status).toBe(1)
    expect(run.stdout).toContain("input.line_too_long  a JSON array over 16 MB on one line, not read: NDJSON holds one command object per line; `jq -c '.[]' file.json > file.ndjson`")
    expect(run.stdout).toContain("Accepted 1 ")
  })

  it("fails with exit 1 on a file that does not exist", () => {
    const run = vitrine(["import", join(dir, "nope.ndjson"), "--db", join(dir, "nope.db")])
    expect(run.status).toBe(1)
    expect(run.stderr).toContain("nope.ndjson")
  })

  it("gives the same state with any batch size", () => {
    const a = join(dir, "batch-1.db")
    const b = join(dir, "batch-big.db")
    vitrine(["import", small, "--db", a, "--batch-size", "1"])
    vitrine(["import", small, "--db", b, "--batch-size", "10000"])
    for (const kind of ["balances", "levels", "sales"]) {
      expect(vitrineJson(["report", kind, "--campaign", "BR-Q1", "--db", a])).toEqual(vitrineJson(["report", kind, "--campaign", "BR-Q1", "--db", b]))
    }
    copyFileSync(a, join(dir, "copy.db"))
  })
})
