import type { ImportItem } from "../adapters/programme/importer.ts"
import { parseActor } from "../domain/shared/commandHandler.ts"
import { decodeFixtureEnvelope } from "./fixtureEnvelope.ts"
import { t } from "./i18n/t.ts"
import { describeJsonError } from "./jsonErrors.ts"
import type { NdjsonStream } from "./ndjson.ts"

/** A first line that only opens an array or an object: one JSON document spread over lines, not NDJSON. */
const opensDocument = (item: { readonly line: number; readonly text: string }): boolean => item.line === 1 && /^\s*[[{]\s*$/.test(item.text)

/** NDJSON lines → envelopes the importer runs (malformed lines become rejections with their line). */
export async function* items(stream: NdjsonStream): AsyncGenerator<ImportItem> {
  for await (const item of stream) {
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
    yield { ok: true, file: item.file, line: item.line, commandId: e.commandId, at: e.atMs, actor: parseActor(e.actor)!, type: e.type, payload: e.payload }
  }
}

