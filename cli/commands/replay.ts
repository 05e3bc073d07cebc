import { Command } from "commander"
import { readFileSync } from "node:fs"
import { createElement } from "react"
import { Schema } from "effect"
import { PointsRow } from "../../domain/campaign/events.ts"
import { applyReplay, replayCampaign } from "../../adapters/programme/replay.ts"
import { CampaignNotFound } from "../../domain/campaign/errors.ts"
import { lastRowPerSku, tableWarnings, type TableWarning } from "../../domain/replay/safety.ts"
import { action, CliError, openExisting, withDb, withJson } from "../options.ts"
import { printJson, printView } from "../render.ts"
import { DiffTable } from "../ui/DiffTable.tsx"
import { formatInt } from "../ui/format.ts"

const decodeTable = Schema.decodeUnknownSync(Schema.Array(PointsRow))

const readTable = (file: string) => {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, "utf8"))
  } catch (e) {
    throw new CliError(`cannot read the points table ${file}: ${(e as Error).message}`, 2)
  }
  try {
    return decodeTable(raw)
  } catch (e) {
    throw new CliError(`${file} is not a points table [{"sku", "pointsPerUnit"}]: ${(e as Error).message}`, 2)
  }
}

const sum = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0)

const describeWarning = (w: TableWarning): string => {
  switch (w.kind) {
    case "skus_removed":
      return `SKUs missing from the corrected table (their sales would earn nothing): ${w.skus.join(", ")}`
    case "skus_unknown":
      return `SKUs the campaign's table never listed: ${w.skus.join(", ")}`
    case "skus_duplicated":
      return `SKUs listed twice (only the last row counts): ${w.skus.join(", ")}`
    case "points_swing":
      return `the campaign's points would go from ${formatInt(w.before)} to ${formatInt(w.after)}, a change of more than half`
  }
}

export const replayCommand = withJson(
  withDb(
    new Command("replay")
      .description("recompute a campaign's points, XP, level-ups and level falls from the log and show what differs")
      .requiredOption("--campaign <id>", "the campaign to replay")
      .option("--points-table <file>", "a corrected points table: JSON [{\"sku\", \"pointsPerUnit\"}]")
      .option("--apply", "append the compensating events (history is never rewritten)")
      .option("--reason <text>", "the reason recorded with the compensations")
      .option("--force", "apply a corrected table even though the replay warns about it")
  )
).action(
  action((opts: { db: string; json?: boolean; campaign: string; pointsTable?: string; apply?: boolean; reason?: string; force?: boolean }) => {
    const table = opts.pointsTable ? readTable(opts.pointsTable) : undefined
    const programme = openExisting(opts.db)
    try {
      const started = performance.now()
      let result
      try {
        result = replayCampaign(programme, opts.campaign, table ? lastRowPerSku(table) : undefined)
      } catch (e) {
        if (e instanceof CampaignNotFound) throw new CliError(`campaign ${e.campaignId} not found`)
        throw e
      }
      const seconds = (performance.now() - started) / 1000
      const changed = result.changed.map((r) => ({ userId: r.userId, pointsDelta: r.pointsDelta, xpDelta: r.xpDelta, levelBefore: r.levelBefore, levelAfter: r.levelAfter }))
      const totals = { before: sum(result.rows.map((r) => r.pointsBefore)), after: sum(result.rows.map((r) => r.pointsAfter)) }
      const warnings = table ? tableWarnings(result.recordedTable, table, totals) : []
      const show = () => {
        if (opts.json) return printJson({ campaignId: result.campaignId, changed, ...(warnings.length > 0 ? { warnings } : {}) })
        printView(createElement(DiffTable, { campaignId: result.campaignId, changed }))
        process.stdout.write(warnings.map((w) => `warning: ${describeWarning(w)}\n`).join(""))
      }
      if (opts.apply && warnings.length > 0 && !opts.force) {
        show()
        throw new CliError(`nothing applied: the corrected table needs a second look (${warnings.map((w) => w.kind).join(", ")}); add --force to apply it anyway`)
      }
      let applied = 0
      if (opts.apply && (changed.length > 0 || result.correctedTable)) {
        const reason = opts.reason ?? (opts.pointsTable ? `replay with points table ${opts.pointsTable}` : "replay under the recorded rules")
        const outcomes = applyReplay(programme, result, { kind: "system" }, Date.now(), reason)
        applied = outcomes.filter((o) => o.outcome.status === "accepted").length
        const refused = outcomes.find((o) => o.outcome.status === "rejected")
        if (refused && refused.outcome.status === "rejected") throw new CliError(`a compensation was refused: ${refused.outcome.code}; replay again`)
      }
      show()
      if (opts.json) return
      process.stdout.write(
        `${formatInt(result.rows.length)} participants, ${formatInt(result.eventsRead)} events read in ${seconds.toFixed(2)} s.` +
          (opts.apply ? ` ${formatInt(applied)} compensation(s) appended.` : changed.length > 0 ? " Run again with --apply to append the compensations." : "") +
          "\n"
      )
    } finally {
      programme.close()
    }
  })
)
