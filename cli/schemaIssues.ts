import { SchemaIssue } from "effect"
import { issueMessages } from "../domain/shared/schemas.ts"
import { t, type CliKey } from "./i18n/t.ts"
import { formatAlternatives } from "./ui/format.ts"

/**
 * A field that does not decode, said in the operator's words: effect's formatter words its issues
 * in English ("Missing key", "Expected a value with a length of at least 1"), and the domain's own
 * checks in the API's developer English. Leaves are told apart by their tag, checks by the
 * representation effect gives each (`effect/schema/isMinLength` and its payload), the domain's
 * messages by name; whatever is left says the value is invalid, in the operator's language.
 */

// Typed by the domain's names, so a message the domain adds without CLI words does not compile.
const domainKeys: Readonly<Record<keyof typeof issueMessages, CliKey>> = { untrimmed: "issue.untrimmed", localDate: "issue.localDate", path: "issue.path", code: "issue.code" }
const domainMessages: ReadonlyMap<string, CliKey> = new Map(Object.entries(domainKeys).map(([name, key]) => [issueMessages[name as keyof typeof issueMessages], key]))

type Representation = { readonly id?: unknown; readonly payload?: Readonly<Record<string, unknown>> | null }

const checks: Readonly<Record<string, (payload: Readonly<Record<string, unknown>>) => string>> = {
  "effect/schema/isMinLength": (p) => t("issue.minLength", { n: Number(p["minLength"]) }),
  "effect/schema/isMaxLength": (p) => t("issue.maxLength", { n: Number(p["maxLength"]) }),
  "effect/schema/isGreaterThan": (p) => t("issue.greaterThan", { n: Number(p["exclusiveMinimum"]) }),
  "effect/schema/isGreaterThanOrEqualTo": (p) => t("issue.atLeast", { n: Number(p["minimum"]) }),
  "effect/schema/isInt": () => t("issue.int"),
  "effect/schema/isMaxProperties": (p) => t("issue.maxEntries", { n: Number(p["maxProperties"]) })
}

/** A custom message: the CLI's own are already worded; the domain's are said again. */
const custom = (message: unknown): string | undefined => {
  if (typeof message !== "string") return undefined
  const key = domainMessages.get(message)
  return key === undefined ? message : t(key)
}

/** effect's "Expected …" for a type: its literals as a list, a JSON type in words. */
const expected = (english: string): string => {
  const type = english.match(/^Expected (.+?)(?:, got .*)?$/s)?.[1]
  if (type === undefined) return t("issue.invalid")
  const literals = type.split(" | ")
  if (literals.length > 1 && literals.every((l) => /^"[^"]*"$/.test(l))) {
    return t("issue.oneOfValues", { values: formatAlternatives(literals.map((l) => l.slice(1, -1))) })
  }
  return t("issue.expected", { type })
}

const leafHook: SchemaIssue.LeafHook = (issue) => {
  // Where effect's own formatter finds a leaf's message: on the issue, else on its schema.
  const annotations = ("annotations" in issue ? issue.annotations : "ast" in issue ? issue.ast.annotations : undefined) as Record<string, unknown> | undefined
  const own = custom(annotations?.["message"])
  if (own !== undefined && issue._tag !== "MissingKey" && issue._tag !== "UnexpectedKey") return own
  switch (issue._tag) {
    case "MissingKey":
      return t("issue.missing")
    case "UnexpectedKey":
      return t("issue.unexpected")
    case "InvalidType":
    case "InvalidValue":
      return expected(SchemaIssue.defaultLeafHook(issue))
    default:
      return t("issue.invalid")
  }
}

const checkHook: SchemaIssue.CheckHook = (issue) => {
  const own = custom(issue.filter.annotations?.["message"]) ?? custom((issue.issue as { annotations?: Record<string, unknown> }).annotations?.["message"])
  if (own !== undefined) return own
  const representation = issue.filter.annotations?.["representation"] as Representation | undefined
  const say = typeof representation?.id === "string" ? checks[representation.id] : undefined
  return say === undefined ? t("issue.invalid") : say(representation?.payload ?? {})
}

const format = SchemaIssue.makeFormatterStandardSchemaV1({ leafHook, checkHook })

/**
 * The formatter the CLI decodes fixture lines with: `{ path, message }` in the operator's words.
 * A union none of whose members matched (`Literals`) is worded by effect without the hooks.
 */
export const localizedIssues: typeof format = (issue) => {
  const result = format(issue)
  return { ...result, issues: result.issues.map((i) => (i.message.startsWith("Expected ") ? { ...i, message: expected(i.message) } : i)) }
}

/** An issue's path as the operator writes it: `payload.items.0.sku`. */
export const issuePath = (path: ReadonlyArray<unknown> | undefined): string =>
  (path ?? []).map((p) => (typeof p === "object" && p !== null && "key" in p ? String((p as { key: unknown }).key) : String(p))).join(".")

/** Every issue as `path: message`, joined by "; ", where `whole` names the value itself (a line, a table). */
export const describeIssues = (issue: SchemaIssue.Issue, whole: string): string =>
  localizedIssues(issue)
    .issues.map((i) => `${issuePath(i.path as ReadonlyArray<unknown> | undefined) || whole}: ${i.message}`)
    .join("; ")
