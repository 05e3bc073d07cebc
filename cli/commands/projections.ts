import { Command } from "commander"
import { createElement } from "react"
import { Programme } from "../../adapters/programme/Programme.ts"
import { action, CliError, openExisting, withDb, withJson } from "../options.ts"
import { printJson, startProgress } from "../render.ts"
import { RebuildProgress, rebuildProgressLine, type RebuildProgressProps } from "../ui/RebuildProgress.tsx"

const rebuild = withJson(
  withDb(
    new Command("rebuild")
      .description("drop the named read models (all when none named) and rebuild them from the log in one pass")
      .argument("[names...]", "projections to rebuild")
  )
).action(
  action(async (names: Array<string>, opts: { db: string; json?: boolean }) => {
    const programme = openExisting(opts.db, "normal")
    try {
      const known = programme.projections.names()
      const unknown = names.filter((n) => !known.includes(n))
      if (unknown.length > 0) throw new CliError(`unknown projection(s) ${unknown.join(", ")}: known are ${known.join(", ")}`, 2)
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
      else process.stdout.write(`rebuilt ${chosen.join(", ")} from ${total.toLocaleString("en-US")} events in ${seconds.toFixed(2)} s\n`)
    } finally {
      programme.close()
    }
  })
)

const list = withJson(withDb(new Command("list").description("the read models with their version and checkpoint"))).action(
  action((opts: { db: string; json?: boolean }) => {
    const programme: Programme = openExisting(opts.db)
    try {
      const rows = programme.projections.projections.map((p) => ({ name: p.name, version: p.version, position: programme.projections.checkpoint(p.name)?.position ?? 0 }))
      if (opts.json) printJson(rows)
      else for (const r of rows) process.stdout.write(`${r.name.padEnd(12)} v${r.version}  at position ${r.position}\n`)
    } finally {
      programme.close()
    }
  })
)

export const projectionsCommand = new Command("projections").description("read models derived from the log").addCommand(rebuild).addCommand(list)
