import { Command } from "commander"
import { readFileSync } from "node:fs"
import { createElement } from "react"
import { Schema } from "effect"
import { PointsRow } from "../../domain/campaign/events.ts"
import { applyReplay, replayCampaign } from "../../adapters/programme/replay.ts"
import { CampaignNotFound } from "../../domain/campaign/errors.ts"
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

export const replayCommand = withJson(
  withDb(
    new Command("replay")
      .description("recompute a campaign's points, XP, level-ups and level falls from the log and show what differs")
      .requiredOption("--campaign <id>", "the campaign to replay")
      .option("--points-table <file>", "a corrected points table: JSON [{\"sku\", \"pointsPerUnit\"}]")
      .option("--apply", "append the compensating events (history is never rewritten)")
      .option("--reason <text>", "the reason recorded with the compensations")
  )
).action(
  action((opts: { db: string; json?: boolean; campaign: string; pointsTable?: string; apply?: boolean; reason?: string }) => {
    const table = opts.pointsTable ? readTable(opts.pointsTable) : undefined
    const programme = openExisting(opts.db)
    try {
      const started = performance.now()
      let result
      try {
        result = replayCampaign(programme, opts.campaign, table)
      } catch (e) {
        if (e instanceof CampaignNotFound) throw new CliError(`campaign ${e.campaignId} not found`)
        throw e
      }
      const seconds = (performance.now() - started) / 1000
      const changed = result.changed.map((r) => ({ userId: r.userId, pointsDelta: r.pointsDelta, xpDelta: r.xpDelta, levelBefore: r.levelBefore, levelAfter: r.levelAfter }))
      let applied = 0
      if (opts.apply && changed.length > 0) {
        const reason = opts.reason ?? (opts.pointsTable ? `replay with points table ${opts.pointsTable}` : "replay under the recorded rules")
        const outcomes = applyReplay(programme, result, { kind: "system" }, Date.now(), reason)
        applied = outcomes.filter((o) => o.outcome.status === "accepted").length
        const refused = outcomes.find((o) => o.outcome.status === "rejected")
        if (refused && refused.outcome.status === "rejected") throw new CliError(`a compensation was refused: ${refused.outcome.code}; replay again`)
      }
      if (opts.json) {
        printJson({ campaignId: result.campaignId, changed })
        return
      }
      printView(createElement(DiffTable, { campaignId: result.campaignId, changed }))
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
