import { Command } from "commander"
import type { StoredEvent } from "../../domain/shared/eventStore.ts"
import { action, openExisting, withDb, withJson } from "../options.ts"
import { printJson } from "../render.ts"

const line = (e: StoredEvent): string =>
  `#${e.position}  ${e.recordedAt}  ${e.streamId}@${e.streamVersion}  ${e.type}  ${JSON.stringify(e.data)}`

const show = withJson(
  withDb(
    new Command("show")
      .description("the events of one stream, oldest first (e.g. sale-S1, wallet-C1:u42, level-u42)")
      .argument("<stream>", "stream id")
      .option("--from <version>", "first version to show", (v) => Number.parseInt(v, 10), 1)
  )
).action(
  action((streamId: string, opts: { db: string; json?: boolean; from: number }) => {
    const programme = openExisting(opts.db)
    try {
      const events = programme.log.readStream(streamId, opts.from)
      if (opts.json) printJson(events)
      else if (events.length === 0) process.stdout.write(`stream ${streamId} has no events\n`)
      else for (const e of events) process.stdout.write(`${line(e)}\n`)
    } finally {
      programme.close()
    }
  })
)

const tail = withJson(
  withDb(
    new Command("tail")
      .description("the last events of the whole log ($all)")
      .option("-n, --limit <n>", "how many", (v) => Number.parseInt(v, 10), 20)
      .option("-f, --follow", "keep printing new events as they are appended")
  )
).action(
  action(async (opts: { db: string; json?: boolean; limit: number; follow?: boolean }) => {
    const programme = openExisting(opts.db)
    try {
      let after = Math.max(0, programme.log.lastPosition() - opts.limit)
      const print = () => {
        const events = programme.log.readAll(after, 10_000)
        for (const e of events) process.stdout.write(opts.json ? `${JSON.stringify(e)}\n` : `${line(e)}\n`)
        after = events[events.length - 1]?.position ?? after
      }
      if (opts.json && !opts.follow) printJson(programme.log.readAll(after, opts.limit))
      else print()
      while (opts.follow) {
        await new Promise((r) => setTimeout(r, 500))
        print()
      }
    } finally {
      programme.close()
    }
  })
)

export const eventsCommand = new Command("events").description("inspect the event log").addCommand(show).addCommand(tail)
