import { Command } from "commander"
import { createElement } from "react"
import { Programme } from "../../adapters/programme/Programme.ts"
import { t } from "../i18n/t.ts"
import { action, CliError, openExisting, openForReading, withDb, withJson } from "../options.ts"
import { printJson, startProgress } from "../render.ts"
import { RebuildProgress, rebuildProgressLine, type RebuildProgressProps } from "../ui/RebuildProgress.tsx"

const rebuild = withJson(
  withDb(
    new Command("rebuild")
      .description(t("projections.rebuild.description"))
      .argument("[names...]", t("projections.rebuild.names"))
  )
).action(
  action(async (names: Array<string>, opts: { db: string; json?: boolean }) => {
    const programme = openExisting(opts.db, "normal")
    try {
      const known = programme.projections.names()
      const unknown = names.filter((n) => !known.includes(n))
      if (unknown.length > 0) throw new CliError(t("projections.unknown", { count: unknown.length, unknown: unknown.join(", "), known: known.join(", ") }), 2)
      const chosen = names.length > 0 ? names : known
      const total = programme.log.lastPosition()
      const started = Date.now()
      const view = (eventsDone: number, done: boolean): RebuildProgressProps => ({
        names: chosen,
        eventsDone,
        eventsTotal: total,
        elapsedMs: Date.now() - started,
        done
      })
      const progress = startProgress<RebuildProgressProps>({
        view: (p) => createElement(RebuildProgress, p),
        line: rebuildProgressLine,
        fraction: (p) => (total === 0 ? 1 : p.eventsDone / total),
        quiet: opts.json === true && !process.stderr.isTTY
      })
      programme.projections.rebuild(chosen, (p) => progress.update(view(p.position, false)))
      const seconds = (Date.now() - started) / 1000
      await progress.done(view(total, true))
      if (opts.json) printJson({ rebuilt: chosen, events: total, seconds })
      else process.stdout.write(`${t("projections.rebuilt", { names: chosen.join(", "), events: total, seconds })}\n`)
    } finally {
      programme.close()
    }
  })
)

const list = withJson(withDb(new Command("list").description(t("projections.list.description")))).action(
  action((opts: { db: string; json?: boolean }) => {
    const programme: Programme = openForReading(opts.db)
    try {
      const rows = programme.projections.projections.map((p) => ({ name: p.name, version: p.version, position: programme.projections.checkpoint(p.name)?.position ?? 0 }))
      if (opts.json) printJson(rows)
      else for (const r of rows) process.stdout.write(`${t("projections.listed", { name: r.name.padEnd(12), version: r.version, position: r.position })}\n`)
    } finally {
      programme.close()
    }
  })
)

export const projectionsCommand = new Command("projections").description(t("projections.description")).addCommand(rebuild).addCommand(list)
