import { describe, expect, it } from "vitest"
import { readdirSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { errorCodes, errorSpecs } from "../../../domain/errorCodes.ts"
import { locales } from "../../../domain/i18n/catalogue.ts"
import { catalogues, placeholdersOf } from "../../../domain/i18n/translate.ts"

const domainDir = fileURLToPath(new URL("../../../domain", import.meta.url))

/**
 * Every `domain/<area>/errors.ts`, found on disk so that a new aggregate's errors cannot be
 * missed (shared/errors.ts is the DomainError interface, with no error of its own).
 */
const errorFiles = (readdirSync(domainDir, { recursive: true }) as Array<string>)
  .filter((f) => f.endsWith("errors.ts") && f !== join("shared", "errors.ts"))
  .map((f) => join(domainDir, f))

const codeOf = (cls: unknown): string | undefined =>
  typeof cls === "function" && cls.prototype ? Object.getOwnPropertyDescriptor(cls.prototype, "code")?.get?.call(undefined) : undefined

describe("The list of error codes", () => {
  it("holds every code of every domain errors.ts module", async () => {
    expect(errorFiles.length).toBeGreaterThanOrEqual(7)
    for (const file of errorFiles) {
      const module = (await import(file)) as Record<string, unknown>
      const codes = Object.values(module).map(codeOf).filter((c) => c !== undefined)
      expect(codes.length, relative(domainDir, file)).toBeGreaterThan(0)
      for (const code of codes) expect(errorCodes, `${code} of ${relative(domainDir, file)}`).toContain(code)
    }
  })

  it("holds malformed input, unknown commands, the store's errors and forbidden actors", () => {
    for (const code of ["input.invalid", "input.unknown_command", "store.concurrency_conflict", "store.duplicate_event_id", "auth.forbidden"]) {
      expect(errorCodes).toContain(code)
    }
  })

  it("gives each code to one error class, named <area>.<snake_case>", () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length)
    for (const code of errorCodes) expect(code).toMatch(/^[a-z]+\.[a-z]+(_[a-z]+)*$/)
  })
})

describe.each(locales)("The %s catalogue", (locale) => {
  const { messages, terms } = catalogues[locale]

  it("has a message for every error code", () => {
    expect(errorCodes.filter((code) => !Object.hasOwn(messages, code))).toEqual([])
  })

  it("has no message for a code that does not exist", () => {
    expect(Object.keys(messages).filter((code) => !errorCodes.includes(code as never))).toEqual([])
  })

  it("interpolates only fields of the error", () => {
    const strays = errorSpecs.flatMap(({ code, fields }) =>
      placeholdersOf(messages[code] ?? "").filter((p) => !fields.includes(p)).map((p) => `${code}: {${p}}`)
    )
    expect(strays).toEqual([])
  })

  it("has the same vocabulary terms as pt-BR, each in words", () => {
    expect(Object.keys(terms).sort()).toEqual(Object.keys(catalogues["pt-BR"].terms).sort())
    for (const word of Object.values(terms)) expect(word.trim()).not.toBe("")
  })
})

describe.each(locales.filter((l) => l !== "pt-BR"))("The %s catalogue", (locale) => {
  it("is translated, not copied from pt-BR", () => {
    const copied = errorCodes.filter((code) => catalogues[locale].messages[code] === catalogues["pt-BR"].messages[code])
    expect(copied).toEqual([])
  })
})
