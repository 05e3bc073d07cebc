import { Command, Option } from "commander"
import type { StoredEvent } from "../../domain/shared/eventStore.ts"
import { t } from "../i18n/t.ts"
import { unknownStream } from "../unknownStream.ts"
import { action, openForReading, wholeNumber, withDb, withJson } from "../options.ts"
import { LineWriter, printJsonRows } from "../output.ts"

const line = (e: StoredEvent): string =>
  `#${e.position}  ${e.recordedAt}  ${e.streamId}@${e.streamVersion}  ${e.type}  ${JSON.stringify(e.data)}`

/** Pages of the log, read as they are printed: memory holds one page, whatever the length. */
function* pages(read: (after: number) => ReadonlyArray<StoredEvent>, key: (e: StoredEvent) => number, from: number): Generator<StoredEvent> {
  let after = from
  for (;;) {
    const page = read(after)
    if (page.length === 0) return
    yield* page
    after = key(page[page.length - 1]!)
  }
}

const show = withJson(
  withDb(
    new Command("show")
      .description(t("events.show.description"))
      .argument("<stream>", t("events.show.stream"))
      .addOption(new Option("--from <version>", t("events.show.from")).argParser(wholeNumber("--from", 1)).default(1))
  )
).action(
  action(async (streamId: string, opts: { db: string; json?: boolean; from: number }) => {
    const programme = openForReading(opts.db)
    try {
      const version = programme.log.streamVersion(streamId)
      if (version === 0) throw unknownStream(programme.db, programme.log, streamId)
      const events = programme.log.readStream(streamId, opts.from)
      if (opts.json) return await printJsonRows(events)
      if (events.length === 0) {
        process.stdout.write(`${t("events.show.pastEnd", { streamId, from: opts.from, version })}\n`)
        return
      }
      const out = new LineWriter()
      for (const e of events) await out.line(line(e))
      await out.flush()
    } finally {
      programme.close()
    }
  })
)

const tail = withJson(
  withDb(
    new Command("tail")
      .description(t("events.tail.description"))
      .addOption(new Option("-n, --limit <n>", t("events.tail.limit")).argParser(wholeNumber("--limit")).default(20))
      .option("-f, --follow", t("events.tail.follow"))
  )
).action(
  action(async (opts: { db: string; json?: boolean; limit: number; follow?: boolean }) => {
    const programme = openForReading(opts.db)
    try {
      let after = Math.max(0, programme.log.lastPosition() - opts.limit)
      const events = () => pages((a) => programme.log.readAll(a, 5_000), (e) => e.position, after)
      if (opts.json && !opts.follow) return await printJsonRows(events())
      // Nothing at all would read as a command that did nothing: say why there is nothing.
      if (!opts.json && programme.log.lastPosition() === 0) process.stdout.write(`${t("events.tail.empty")}\n`)
      const out = new LineWriter()
      const print = async () => {
        for (const e of events()) {
          await out.line(opts.json ? JSON.stringify(e) : line(e))
          after = e.position
        }
        await out.flush()
      }
      await print()
      while (opts.follow) {
        await new Promise((r) => setTimeout(r, 500))
        await print()
      }
    } finally {
      programme.close()
    }
  })
)

export const eventsCommand = new Command("events").description(t("events.description")).addCommand(show).addCommand(tail)
