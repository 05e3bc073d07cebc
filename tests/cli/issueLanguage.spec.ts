import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { Cause, Exit, Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { localizedIssues } from "../../cli/schemaIssues.ts"
import { forgetCliLocale } from "../../cli/i18n/t.ts"
import { decodeReportingAll } from "../../domain/shared/decodeAll.ts"
import { issueMessages } from "../../domain/shared/schemas.ts"
import { vitrine } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-issues-")
const at = "2026-01-10T11:00:00-03:00"
const line = (commandId: string, type: string, payload: unknown, actor = "system") => JSON.stringify({ commandId, at, actor, type, payload })

/** effect's and the domain's English, as a fixture line's reason would read without the CLI's words. */
const english = /Expected|Missing key|Unexpected|must |got |position|JSON input/

describe("why a fixture line did not decode, in the operator's language", { timeout: 180_000 }, () => {
  afterEach(() => {
    process.env["VITRINE_LOCALE"] = "en-US"
    forgetCliLocale()
  })

  it("words types, lengths, literals, missing fields, the domain's checks and bad JSON in pt-BR", () => {
    const file = join(dir, "bad.ndjson")
    const lines = [
      line("x-1", "ReportSale", { saleId: 5, campaignId: "BR-Q1", userId: "u1", invoiceNumber: "", saleDate: "2026-13-09", storeId: "st1", lines: [] }, "user:u1"),
      line("x-2", "RegisterAccount", { userId: "a2", country: "XX", document: "1", email: "a@b.c", fullName: "", birthday: "1985-03-02", role: "boss" }),
      line("x-3", "CreateClient", { clientId: " c1", name: "C", homeRoute: "home", country: "BR" }),
      "{bad json",
      '{"commandId": "x-5", "at": '
    ]
    writeFileSync(file, `${lines.join("\n")}\n`)
    const run = vitrine(["import", file, "--db", join(dir, "bad.db")], { VITRINE_LOCALE: "pt-BR" })
    expect(run.status).toBe(1)
    const reasons = run.stdout.split("\n").filter((l) => /^\s+\d+\s/.test(l))
    expect(reasons).toHaveLength(5)
    expect(reasons[0]).toMatch(/input\.invalid\s+saleId: esperava um texto; invoiceNumber: não pode ser vazio; saleDate: deve ser uma data AAAA-MM-DD$/)
    expect(reasons[1]).toMatch(/country: deve ser AR, BR, CA, CL, CO, MX ou PE; fullName: não pode ser vazio; role: deve ser learner, admin, auditor, operator ou instructor$/)
    expect(reasons[2]).toMatch(/clientId: não pode começar nem terminar com espaços; homeRoute: deve ser um caminho que começa com \/; features: campo obrigatório ausente$/)
    expect(reasons[3]).toMatch(/input\.bad_json\s+JSON inválido na coluna 2$/)
    expect(reasons[4]).toMatch(/input\.bad_json\s+JSON incompleto: a linha acaba antes dele$/)
    for (const reason of reasons) expect(reason).not.toMatch(english)
  })

  it("says each of the domain's own check messages in its words, not the API's English", () => {
    process.env["VITRINE_LOCALE"] = "fr-FR"
    forgetCliLocale()
    for (const message of Object.values(issueMessages)) {
      const exit = decodeReportingAll(Schema.String.check(Schema.makeFilter(() => message)))("x")
      if (Exit.isSuccess(exit)) throw new Error("the check passed")
      const said = localizedIssues((Cause.squash(exit.cause) as Schema.SchemaError).issue).issues[0]!.message
      expect({ message, said }).not.toEqual({ message, said: message })
      expect(said).not.toMatch(english)
    }
  })
})
