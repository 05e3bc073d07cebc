import { t } from "./i18n/t.ts"

/**
 * Where `JSON.parse` stopped, in the operator's words: V8 says it in English ("… in JSON at
 * position 9", sometimes "(line 2 column 3)"). With the parsed `text`, the position becomes a line
 * and a column (a file); without it, a column (one NDJSON line).
 */
export const describeJsonError = (reason: string, text?: string): string => {
  const position = reason.match(/at position (\d+)/)
  if (position && text !== undefined) {
    const before = text.slice(0, Number(position[1]))
    const line = before.split("\n").length
    return t("json.badAtLine", { line, column: before.length - before.lastIndexOf("\n") })
  }
  const column = reason.match(/column (\d+)\)$/)
  if (column) return t("import.badJsonAt", { column: Number(column[1]) })
  if (position) return t("import.badJsonAt", { column: Number(position[1]) + 1 })
  if (/end of JSON input/.test(reason)) return t(text === undefined ? "import.badJsonEnd" : "json.badEnd")
  return t("import.badJson")
}
