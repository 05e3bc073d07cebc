import { describe, expect, it } from "vitest"
import { readFileSync } from "node:fs"
import { Exit } from "effect"
import { Programme } from "../../adapters/programme/Programme.ts"
import { commands } from "../../domain/programme.ts"
import { parseActor } from "../../domain/shared/commandHandler.ts"

/** docs/fixtures.md is the public contract's reference: it must match the code, line by line. */
const doc = readFileSync(new URL("../../docs/fixtures.md", import.meta.url), "utf8")

interface Line {
  readonly commandId: string
  readonly at: string
  readonly actor: string
  readonly type: string
  readonly payload: unknown
}
const examples: ReadonlyArray<Line> = doc
  .split("\n")
  .filter((l) => l.startsWith('{"commandId":"'))
  .map((l) => JSON.parse(l) as Line)

/** Each `### Type — \`access\`` section: its access and the fields its table names. */
const sections = new Map(
  doc
    .split(/^### /m)
    .slice(1)
    .map((section) => {
      const [, type, access] = /^(\w+) — `(\w+)`/.exec(section) ?? []
      const rows = section.split("\n").filter((l) => l.startsWith("| `"))
      const fields = rows.flatMap((row) => [...row.split("|")[1]!.matchAll(/`(\w+)`/g)].map((m) => m[1]!))
      return [type ?? "", { access, fields }] as const
    })
)

const schemaFields = (type: string): ReadonlyArray<string> =>
  Object.keys((commands[type]!.def.schema as unknown as { fields: Record<string, unknown> }).fields).filter((f) => f !== "_tag")

describe("docs/fixtures.md", () => {
  it("documents every command of the programme, with its access", () => {
    for (const [type, { access }] of Object.entries(commands)) expect(sections.get(type)?.access, type).toBe(access)
    expect([...sections.keys()].filter((type) => !(type in commands))).toEqual([])
  })

  it("lists exactly each command's payload fields", () => {
    for (const type of Object.keys(commands)) expect([...(sections.get(type)?.fields ?? [])].sort(), type).toEqual([...schemaFields(type)].sort())
  })

  it("gives every command at least one example line", () => {
    const exemplified = new Set(examples.map((e) => e.type))
    expect(Object.keys(commands).filter((type) => !exemplified.has(type))).toEqual([])
    expect(new Set(examples.map((e) => e.commandId)).size).toBe(examples.length)
  })

  it("has examples that, run in order of their time, are all accepted", () => {
    const programme = Programme.open(":memory:")
    try {
      const ordered = [...examples].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
      const outcomes = ordered.map((line) => {
        const decoded = programme.handler.decode(line.type, line.payload)
        if (Exit.isFailure(decoded)) return `${line.commandId}: does not decode`
        const actor = parseActor(line.actor)
        if (!actor) return `${line.commandId}: bad actor`
        const { outcome } = programme.executeSync({ commandId: line.commandId, at: Date.parse(line.at), actor, command: decoded.value })
        return outcome.status === "accepted" ? `${line.commandId}: accepted` : `${line.commandId}: ${outcome.code} ${JSON.stringify(outcome.details)}`
      })
      expect(outcomes).toEqual(ordered.map((line) => `${line.commandId}: accepted`))
    } finally {
      programme.close()
    }
  })
})
