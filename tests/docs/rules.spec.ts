import { describe, expect, it } from "vitest"
import { existsSync, readFileSync } from "node:fs"
import { errorCodes } from "../../domain/errorCodes.ts"

/** docs/rules.md names, for every rule, its code and the spec covering it: both must be real. */
const root = new URL("../../", import.meta.url)
const doc = readFileSync(new URL("docs/rules.md", root), "utf8")

interface Reference {
  readonly file: string
  readonly pending: boolean
  readonly names: ReadonlyArray<string>
}
const references: ReadonlyArray<Reference> = [...doc.matchAll(/`(tests\/[^`]+\.spec\.ts)`( \*\(pending\)\*)?(?: › ((?:"[^"]+"(?:; )?)+))?/g)].map((m) => ({
  file: m[1]!,
  pending: m[2] !== undefined,
  names: [...(m[3] ?? "").matchAll(/"([^"]+)"/g)].map((n) => n[1]!)
}))

describe("docs/rules.md", () => {
  it("names spec files that exist (unless pending) and tests that exist in them", () => {
    expect(references.length).toBeGreaterThan(50)
    const broken: Array<string> = []
    for (const { file, pending, names } of references) {
      const path = new URL(file, root)
      if (!existsSync(path)) {
        if (!pending) broken.push(`${file}: no such file`)
        continue
      }
      const source = readFileSync(path, "utf8")
      for (const name of names) if (!source.includes(`"${name}"`)) broken.push(`${file}: no test "${name}"`)
    }
    expect(broken).toEqual([])
  })

  it("lists the code of every domain rule", () => {
    const rules = errorCodes.filter((code) => !code.startsWith("store."))
    expect(rules.filter((code) => !doc.includes(`\`${code}\``))).toEqual([])
  })

  it("names only codes that exist", () => {
    const named = [...doc.matchAll(/`([a-z]+\.[a-z_]+)`/g)].map((m) => m[1]!)
    expect(named.filter((code) => !errorCodes.includes(code as never))).toEqual([])
  })
})
