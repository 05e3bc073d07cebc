import { Command, Option } from "commander"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { Programme } from "../../adapters/programme/Programme.ts"
import { overview } from "../../adapters/programme/reports.ts"
import { anchorShiftDays, programmeDay, programmeToday, shiftLine } from "../../adapters/demo/anchor.ts"
import { setUpDemoLogins } from "../../adapters/demo/setup.ts"
import { isCalendarDate } from "../../domain/rules/dates.ts"
import { action, CliError, withDb, withJson } from "../options.ts"
import { printJson } from "../render.ts"
import { demoBanner, showOverview } from "./demoView.ts"
import { importFiles } from "./import.ts"
import { hostOption, portOption, serveUntilSignal } from "./serve.ts"

/** The bundle lives in dist/; the demo programme in fixtures/demo/ beside it. */
export const demoFixture = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "demo", "programme.ndjson")

/** The demo fixture moved to `today` (adapters/demo/anchor.ts), written beside the temp files. */
const anchoredFixture = (fixture: string, today: string): { file: string; days: number } => {
  const lines = readFileSync(fixture, "utf8").trimEnd().split("\n")
  const days = anchorShiftDays(programmeDay(lines), today)
  const file = join(tmpdir(), `vitrine-demo-${process.pid}-${today}.ndjson`)
  writeFileSync(file, lines.map((l) => shiftLine(l, days)).join("\n") + "\n")
  return { file, days }
}

interface DemoOptions {
  readonly db: string
  readonly json?: boolean
  readonly fixture: string
  readonly at?: string
  readonly serve: boolean
  readonly port: number
  readonly host: string
}

export const demoCommand = withJson(
  withDb(
    new Command("demo")
      .description("build the demo programme (when the database is absent), anchored so each country's current campaign runs today, and serve it")
      .option("--fixture <file>", "the demo fixture", demoFixture)
      .addOption(new Option("--at <date>", "the day to anchor the demo to (YYYY-MM-DD; default today)"))
      .addOption(portOption())
      .addOption(hostOption())
      .option("--no-serve", "build and show the demo, then exit (also with --json)")
  )
).action(
  action(async (opts: DemoOptions) => {
    const fresh = !existsSync(opts.db)
    if (fresh && !existsSync(opts.fixture)) throw new CliError(`the demo fixture ${opts.fixture} is missing`)
    if (opts.at !== undefined && !isCalendarDate(opts.at)) throw new CliError(`--at must be a date written YYYY-MM-DD, not ${opts.at}`, 2)
    const programme = Programme.open(opts.db, { durability: "normal" })
    let serving = false
    try {
      let rejected = 0
      let shiftedDays: number | null = null
      if (fresh) {
        const today = opts.at ?? programmeToday(Date.now())
        if (!opts.json) process.stdout.write(`Building the demo programme into ${opts.db}, anchored to ${today}…\n`)
        const { file, days } = anchoredFixture(opts.fixture, today)
        shiftedDays = days
        rejected = (await importFiles(programme, [file], { quiet: opts.json === true })).rejected
        await setUpDemoLogins(programme.db)
      }
      const facts = overview(programme.db)
      if (opts.json) return printJson({ db: opts.db, built: fresh, rejected, shiftedDays, ...facts, admins: showOverview.admins(programme) })
      showOverview(programme, facts, opts.db)
      if (!opts.serve) return
      serving = true
      // Built with NORMAL for speed; served like any server, every commit durable (DESIGN §3).
      programme.db.pragma("synchronous = FULL")
      await serveUntilSignal(programme, opts, (server) => demoBanner(server.url))
    } finally {
      // serveUntilSignal closes the database once the requests in flight are done.
      if (!serving) programme.close()
    }
  })
)
