import type { ImportItem } from "../adapters/programme/importer.ts"
import type { Programme } from "../adapters/programme/Programme.ts"
import { parseActor } from "../domain/shared/commandHandler.ts"
import { decodeFixtureEnvelope, FixtureEnvelope } from "./fixtureEnvelope.ts"
import { t } from "./i18n/t.ts"
import { describeJsonError } from "./jsonErrors.ts"
import { maxLineLength } from "./lineLimit.ts"
import type { NdjsonStream } from "./ndjson.ts"
import { meantName } from "./meant.ts"
import { type UnknownField, unknownFieldsChecker } from "./unknownFields.ts"

/** A first line that only opens an array or an object: one JSON document spread over lines, not NDJSON. */
const opensDocument = (item: { readonly line: number; readonly text: string }): boolean => item.line === 1 && /^\s*[[{]\s*$/.test(item.text)

/** The envelope's own fields (DESIGN §6). */
const envelopeFields = Object.keys(FixtureEnvelope.fields)

/** Fields a line carries that decoding ignores, and what to do with them (see unknownFields.ts). */
export interface FieldCheck {
  readonly check: (type: string, payload: unknown) => ReadonlyArray<UnknownField>
  readonly found: (line: { readonly file: string; readonly line: number }, fields: ReadonlyArray<UnknownField>) => void
}

/** The check `vitrine import` runs, over the programme's command schemas (the bench runs it too). */
export const fieldCheckOf = (programme: Programme, found: FieldCheck["found"]): FieldCheck => ({
  check: unknownFieldsChecker(programme.handler.schemaOf),
  found
})

const envelopeExtras = (value: object): ReadonlyArray<UnknownField> => {
  const extras: Array<UnknownField> = []
  for (const key in value) {
    if (Object.hasOwn(value, key) && !envelopeFields.includes(key)) extras.push({ path: key, meant: meantName(key, envelopeFields) })
  }
  return extras
}

/** NDJSON lines → envelopes the importer runs (malformed lines become rejections with their line). */
export async function* items(stream: NdjsonStream, fields?: FieldCheck): AsyncGenerator<ImportItem> {
  for await (const item of stream) {
    if ("error" in item && item.error === "too_long") {
      const mb = maxLineLength / (1024 * 1024)
      yield { ok: false, file: item.file, line: item.line, commandId: null, code: "input.line_too_long", message: t(item.array ? "import.arrayTooLong" : "import.lineTooLong", { mb }) }
      continue
    }
    if ("error" in item && item.error === "damaged") {
      yield { ok: false, file: item.file, line: item.line, commandId: null, code: "input.damaged", message: t("import.damagedHere") }
      continue
    }
    if ("error" in item) {
      yield item.error === "bad_encoding"
        ? { ok: false, file: item.file, line: item.line, commandId: null, code: "input.bad_encoding", message: t("import.badEncoding", { column: item.column }) }
        : { ok: false, file: item.file, line: item.line, commandId: null, code: "input.bad_json", message: opensDocument(item) ? t("import.notNdjson") : describeJsonError(item.message) }
      continue
    }
    const decoded = decodeFixtureEnvelope(item.value)
    const raw = item.value as { commandId?: unknown }
    if (!decoded.ok) {
      const commandId = typeof raw?.commandId === "string" ? raw.commandId : null
      yield { ok: false, file: item.file, line: item.line, commandId, code: decoded.error.code, message: decoded.error.message }
      continue
    }
    const e = decoded.envelope
    if (fields !== undefined) {
      const extras = envelopeExtras(item.value as object)
      const ignored = fields.check(e.type, e.payload)
      if (extras.length > 0 || ignored.length > 0) fields.found(item, [...extras, ...ignored])
    }
    yield { ok: true, file: item.file, line: item.line, commandId: e.commandId, at: e.atMs, actor: parseActor(e.actor)!, type: e.type, payload: e.payload }
  }
}

