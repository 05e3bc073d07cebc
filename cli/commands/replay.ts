import { Command } from "commander"
import { fstatSync, readFileSync, statSync } from "node:fs"
import { createElement } from "react"
import { Cause, Exit, Schema } from "effect"
import { PointsRow } from "../../domain/campaign/events.ts"
import { decodeReportingAll } from "../../domain/shared/decodeAll.ts"
import { replayAndApply, replayTotals } from "../../adapters/programme/replay.ts"
import { CampaignNotFound } from "../../domain/campaign/errors.ts"
import { lastRowPerSku, tableWarnings, type TableWarning } from "../../domain/replay/safety.ts"
import { describeFileError } from "../errors.ts"
import { describeJsonError } from "../jsonErrors.ts"
import { describeIssues } from "../schemaIssues.ts"
import { t } from "../i18n/t.ts"
import { action, CliError, openExisting, withDb, withJson } from "../options.ts"
import { printJson, printView } from "../render.ts"
import { DiffTable } from "../ui/DiffTable.tsx"
import { formatBytes } from "../ui/format.ts"
import { unknownCampaign } from "../unknownCampaign.ts"

const decodeTable = decodeReportingAll(Schema.Array(PointsRow))

/**
 * What a table that is not JSON is likely to be: rows of JSON objects (NDJSON, as fixtures are
 * written), or CSV as a spreadsheet saves it. Either is said with what to write instead.
 */
const shapeOf = (text: string): "ndjson" | "csv" | undefined => {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "")
  const isObject = (line: string): boolean => {
    try {
      const value = JSON.parse(line) as unknown
      return typeof value === "object" && value !== null && !Array.isArray(value)
    } catch {
      return false
    }
  }
  if (lines.length > 1 && lines.every(isObject)) return "ndjson"
  const first = lines[0]?.trim() ?? ""
  return !/^[[{"]/.test(first) && /[,;\t]/.test(first) ? "csv" : undefined
}

/** Far above any programme's catalogue (~50 bytes a SKU): a larger file is some other file. */
const largestTable = 16 * 1024 * 1024

const readTable = (named: string) => {
  // `-` is standard input, as for import: `jq '…' prices.json | vitrine replay --points-table -`.
  const source = named === "-" ? 0 : named
  const file = named === "-" ? t("import.stdin") : named
  let text: string
  try {
    // Read whole, a database or an export given by mistake would end in Node's "Cannot create a
    // string longer than…" (512 MB) after filling memory. (A pipe's size is 0.)
    const size = source === 0 ? fstatSync(0).size : statSync(source).size
    if (size > largestTable) throw new CliError(t("replay.tableTooLarge", { file, size: formatBytes(size) }), 2)
    // A table saved by a Windows editor starts with a byte-order mark, which JSON.parse refuses.
    text = readFileSync(source, "utf8").replace(/^\uFEFF/, "")
  } catch (e) {
    throw new CliError(describeFileError(e, file), 2)
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (e) {
    const shape = shapeOf(text)
    if (shape !== undefined) throw new CliError(t(shape === "ndjson" ? "replay.tableIsNdjson" : "replay.tableIsCsv", { file }), 2)
    throw new CliError(t("replay.cannotReadTable", { file, reason: describeJsonError((e as Error).message, text) }), 2)
  }
  const exit = decodeTable(raw)
  if (Exit.isSuccess(exit)) return exit.value
  const reason = describeIssues((Cause.squash(exit.cause) as Schema.SchemaError).issue, t("replay.table"))
  throw new CliError(t("replay.notATable", { file, reason }), 2)
}


const describeWarning = (w: TableWarning): string => {
  switch (w.kind) {
    case "skus_removed":
      return t("replay.warning.skusRemoved", { skus: w.skus.join(", ") })
    case "skus_unknown":
      return t("replay.warning.skusUnknown", { skus: w.skus.join(", ") })
    case "skus_duplicated":
      return t("replay.warning.skusDuplicated", { skus: w.skus.join(", ") })
    case "points_swing":
      return t("replay.warning.pointsSwing", { before: w.before, after: w.after })
  }
}

export const replayCommand = withJson(
  withDb(
    new Command("replay")
      .description(t("replay.description"))
      .requiredOption("--campaign <id>", t("replay.campaign"))
      .option("--points-table <file>", t("replay.pointsTable"))
      .option("--apply", t("replay.apply"))
      .option("--reason <text>", t("replay.reason"))
      .option("--force", t("replay.force"))
  )
).action(
  action((opts: { db: string; json?: boolean; campaign: string; pointsTable?: string; apply?: boolean; reason?: string; force?: boolean }) => {
    const table = opts.pointsTable ? readTable(opts.pointsTable) : undefined
    const programme = openExisting(opts.db)
    try {
      const preview = () => {
        const started = performance.now()
        try {
          const replayed = replayAndApply(programme, opts.campaign, table ? lastRowPerSku(table) : undefined, {
            warningsOf: (result) => (table ? tableWarnings(result.recordedTable, table, replayTotals(result)) : []),
            apply: opts.apply
              ? {
                  actor: { kind: "system" },
                  at: Date.now(),
                  reason: opts.reason ?? (opts.pointsTable ? `replay with points table ${opts.pointsTable === "-" ? "from standard input" : opts.pointsTable}` : "replay under the recorded rules"),
                  force: opts.force === true
                }
              : undefined
          })
          return { ...replayed, seconds: (performance.now() - started) / 1000 }
        } catch (e) {
          if (e instanceof CampaignNotFound) throw unknownCampaign(programme.db, e.campaignId)
          throw e
        }
      }
      // Applied under the same write lock as it was read: nothing a server or an import commits
      // can fall between the differences found and the corrections appended.
      const { result, seconds, warnings, blocked, outcomes } = opts.apply ? programme.batch(preview) : preview()
      const changed = result.changed.map((r) => ({ userId: r.userId, pointsDelta: r.pointsDelta, xpDelta: r.xpDelta, levelBefore: r.levelBefore, levelAfter: r.levelAfter }))
      const show = () => {
        if (opts.json) return printJson({ campaignId: result.campaignId, changed, ...(warnings.length > 0 ? { warnings } : {}) })
        printView(createElement(DiffTable, { campaignId: result.campaignId, changed }))
        process.stdout.write(warnings.map((w) => t("replay.warning", { text: describeWarning(w) }) + "\n").join(""))
      }
      if (blocked) {
        show()
        throw new CliError(t("replay.needsForce", { kinds: warnings.map((w) => w.kind).join(", ") }))
      }
      const applied = outcomes.filter((o) => o.outcome.status === "accepted").length
      const refused = outcomes.find((o) => o.outcome.status === "rejected")
      if (refused && refused.outcome.status === "rejected") throw new CliError(t("replay.refused", { code: refused.outcome.code }))
      show()
      if (opts.json) return
      process.stdout.write(
        t("replay.summary", { participants: result.rows.length, events: result.eventsRead, seconds }) +
          (opts.apply ? ` ${t("replay.applied", { count: applied })}` : changed.length > 0 ? ` ${t("replay.runApply")}` : "") +
          "\n"
      )
    } finally {
      programme.close()
    }
  })
)
