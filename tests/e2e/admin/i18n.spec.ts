/// <reference path="../../../web-admin/src/i18n/modules.d.ts" />
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import englishMessages from "ra-language-english"
import frenchMessages from "ra-language-french"
import spanishMessages from "@blackbox-vision/ra-language-spanish/dist-web/index.js"
import { describe, expect, it } from "vitest"
import { aggregates } from "../../../domain/programme.ts"
import { en } from "../../../web-admin/src/i18n/en.ts"
import { es } from "../../../web-admin/src/i18n/es.ts"
import { fr } from "../../../web-admin/src/i18n/fr.ts"
import { pt } from "../../../web-admin/src/i18n/pt.ts"
import { raEs } from "../../../web-admin/src/i18n/raEs.ts"
import { raFr } from "../../../web-admin/src/i18n/raFr.ts"
import { raPt } from "../../../web-admin/src/i18n/raPt.ts"

// Every string of the admin console comes from its catalogue in all four locales (DESIGN §7).
const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v !== null && typeof v === "object" ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]))

const src = join(import.meta.dirname, "..", "..", "..", "web-admin", "src")
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : /\.tsx?$/.test(f) ? [join(dir, f)] : []))

const ours = { "pt-BR": pt, "en-US": en, "es-ES": es, "fr-FR": fr }
// The layers each locale's react-admin strings come from, in the order index.ts merges them (last wins).
const reactAdmin = { "pt-BR": [raPt], "en-US": [englishMessages], "es-ES": [spanishMessages, raEs], "fr-FR": [frenchMessages, raFr] }
const valueOf = (parts: ReadonlyArray<object>, key: string): unknown =>
  parts.reduceRight<unknown>((found, p) => found ?? key.split(".").reduce<any>((o, k) => o?.[k], p), undefined)
/** Strings that are the same word in English and the locale, or carry no word at all. */
const sameWord: Record<string, ReadonlyArray<string>> = {
  "pt-BR": [],
  "es-ES": ["ra.boolean.false", "ra.message.no", "ra.configurable.inspector.title"],
  "fr-FR": ["ra.navigation.current_page"]
}
const wordless = (text: string) => text.replace(/%\{\w+\}/g, "").trim() === ""

describe("the admin console's catalogues", () => {
  it.each(Object.entries(ours))("%s has every key of the console's own catalogue, none empty", (_, catalogue) => {
    expect(keys(catalogue).sort()).toEqual(keys(en).sort())
    for (const k of keys(catalogue)) expect(k.split(".").reduce<any>((o, p) => o[p], catalogue), k).not.toBe("")
  })

  it.each(Object.entries(reactAdmin))("%s has every react-admin key", (_, parts) => {
    const have = new Set(parts.flatMap((p) => keys(p)))
    expect(keys(englishMessages).filter((k) => !have.has(k))).toEqual([])
  })

  it.each(Object.keys(sameWord))("%s leaves no react-admin string in English", (locale) => {
    const parts = reactAdmin[locale as keyof typeof reactAdmin]
    const english = keys(englishMessages).filter((k) => {
      const text = valueOf([englishMessages], k) as string
      return valueOf(parts, k) === text && !wordless(text) && !sameWord[locale]!.includes(k)
    })
    expect(english).toEqual([])
  })

  it("names only keys that exist, everywhere a console file asks for one", () => {
    const known = new Set(keys(en))
    const asked = files(src).flatMap((f) => [...readFileSync(f, "utf8").matchAll(/["'`]((?:vitrine|resources)\.[a-z-]+\.[A-Za-z_.]+)["'`]/g)].map((m) => m[1]!))
    expect(asked.length).toBeGreaterThan(30)
    expect(asked.filter((k) => !known.has(k))).toEqual([])
  })

  it("names only statuses and roles that the catalogue translates", () => {
    const asked = files(src).flatMap((f) => [...readFileSync(f, "utf8").matchAll(/\["([a-z_", ]+)"\]\.map\(\(id\) => \(\{ id, name: translate\(`(vitrine\.[A-Za-z_.]+?)\$\{id\}/g)].flatMap((m) => m[1]!.split(/", "/).map((v) => `${m[2]}${v}`)))
    expect(asked.length).toBeGreaterThan(5)
    expect(asked.filter((k) => !keys(en).includes(k))).toEqual([])
  })

  it("names every domain event type, in each locale, for the log and the histories", () => {
    const types = aggregates.flatMap((a) => a.events.map((e) => String((e as unknown as { fields: { _tag: { ast: { literal: string } } } }).fields._tag.ast.literal)))
    expect(types.length).toBeGreaterThan(50)
    for (const [locale, catalogue] of Object.entries(ours)) {
      expect(types.filter((t) => !(t in catalogue.vitrine.eventTypes)), locale).toEqual([])
      // A name people read, not the tag again.
      expect(types.filter((t) => catalogue.vitrine.eventTypes[t] === t), locale).toEqual([])
    }
  })

  it("labels every field a domain event carries, for the log's summaries", () => {
    const fields = new Set(aggregates.flatMap((a) => a.events.flatMap((e) => Object.keys((e as unknown as { fields: object }).fields))))
    fields.delete("_tag")
    expect(fields.size).toBeGreaterThan(80)
    expect([...fields].filter((f) => !(f in en.vitrine.eventFields)).sort()).toEqual([])
  })
})
