import { Command, Option } from "commander"
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Programme } from "../../adapters/programme/Programme.ts"
import { overview } from "../../adapters/programme/reports.ts"
import { anchorShiftDays, programmeDay, programmeToday, shiftLine } from "../../adapters/demo/anchor.ts"
import { setUpDemoLogins } from "../../adapters/demo/setup.ts"
import { setUpDemoMedia } from "../../adapters/demo/learningMedia.ts"
import { setUpNewsCovers } from "../../adapters/demo/newsCovers.ts"
import { setUpRewardImages } from "../../adapters/demo/rewardImages.ts"
import { setUpBrandingLogos } from "../../adapters/demo/brandingLogos.ts"
import { setUpDemoContentMedia } from "../../adapters/demo/contentMedia.ts"
import { isCalendarDate } from "../../domain/rules/dates.ts"
import { t } from "../i18n/t.ts"
import { sayOnInterrupt } from "../interrupt.ts"
import { action, CliError, openOrCreate, withDb, withJson } from "../options.ts"
import { printJson, printMessage } from "../render.ts"
import { demoAdmins, demoBanner, showOverview } from "./demoView.ts"
import { formatAll } from "../ui/format.ts"
import { importFiles } from "./import.ts"
import { hostOption, portOption, serveUntilSignal } from "./serve.ts"

/** The bundle lives in dist/; the demo programme in fixtures/demo/ beside it. */
export const demoFixture = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "demo", "programme.ndjson")

/** The demo fixture moved to `today` (adapters/demo/anchor.ts), in a temp folder the caller removes. */
const anchoredFixture = (fixture: string, today: string): { dir: string; file: string; days: number } => {
  const lines = readFileSync(fixture, "utf8").trimEnd().split("\n")
  const days = anchorShiftDays(programmeDay(lines), today)
  const dir = mkdtempSync(join(tmpdir(), "vitrine-demo-"))
  const file = join(dir, `programme-${today}.ndjson`)
  writeFileSync(file, lines.map((l) => shiftLine(l, days)).join("\n") + "\n")
  return { dir, file, days }
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

interface Built {
  readonly rejected: number
  readonly shiftedDays: number | null
}

/** The demo fixture anchored to `--at` (else today), in a temporary folder the caller removes. */
const anchoredDemo = (opts: DemoOptions): { dir: string; file: string; days: number } => {
  const today = opts.at ?? programmeToday(Date.now())
  if (!opts.json) process.stdout.write(`${t("demo.building", { db: opts.db, today })}\n`)
  return anchoredFixture(opts.fixture, today)
}

/** Imports the anchored programme and gives the demo's accounts and clients their logins. */
const fillDemo = async (programme: Programme, file: string, opts: DemoOptions): Promise<number> => {
  // Its file is a temporary copy: the progress names what it holds instead.
  const { rejected } = await importFiles(programme, [file], { quiet: opts.json === true, label: t("demo.programme") })
  await setUpDemoLogins(programme.db)
  await setUpDemoMedia(programme.db, join(dirname(demoFixture), "learning", "media"))
  await setUpNewsCovers(programme.db)
  await setUpRewardImages(programme.db)
  await setUpBrandingLogos(programme.db)
  await setUpDemoContentMedia(programme.db, join(dirname(demoFixture), "learning", "media"))
  return rejected
}

/**
 * Builds the demo in a file beside the target and renames it into place once whole. A build
 * stopped half-way (Ctrl-C during `npm start`, a full disk) would otherwise leave a database the
 * next start takes for the demo, with part of its programme and none of its logins.
 */
const buildDemo = async (opts: DemoOptions): Promise<Built> => {
  const { dir, file, days } = anchoredDemo(opts)
  const building = `${opts.db}.building-${process.pid}`
  const companions = ["", "-wal", "-shm"]
  const discard = () => {
    for (const suffix of companions) rmSync(`${building}${suffix}`, { force: true })
    rmSync(dir, { recursive: true, force: true })
  }
  const quiet = sayOnInterrupt(() => t("demo.interrupted"), discard)
  try {
    const programme = openOrCreate(building, "normal")
    let rejected: number
    try {
      rejected = await fillDemo(programme, file, opts)
    } finally {
      programme.close()
    }
    // Closed, the log is checkpointed into the file; a WAL left beside it moves with it.
    for (const suffix of companions) if (existsSync(`${building}${suffix}`)) renameSync(`${building}${suffix}`, `${opts.db}${suffix}`)
    return { rejected, shiftedDays: days }
  } catch (e) {
    discard()
    throw e
  } finally {
    quiet()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** `--db :memory:` keeps nothing anyway: the demo is built in the database it serves. */
const buildInMemory = async (programme: Programme, opts: DemoOptions): Promise<Built> => {
  const { dir, file, days } = anchoredDemo(opts)
  try {
    return { rejected: await fillDemo(programme, file, opts), shiftedDays: days }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export const demoCommand = withJson(
  withDb(
    new Command("demo")
      .description(t("demo.description"))
      // The bundle's own folder is an install detail: the help names the file as the repository does.
      .addOption(new Option("--fixture <file>", t("demo.fixture")).default(demoFixture, "fixtures/demo/programme.ndjson"))
      .addOption(new Option("--at <date>", t("demo.at")))
      .addOption(portOption())
      .addOption(hostOption())
      .option("--no-serve", t("demo.noServe"))
  )
).action(
  action(async (opts: DemoOptions) => {
    const fresh = !existsSync(opts.db)
    if (fresh && !existsSync(opts.fixture)) throw new CliError(t("demo.noFixture", { file: opts.fixture }))
    if (opts.at !== undefined && !isCalendarDate(opts.at)) throw new CliError(t("demo.badDate", { value: opts.at }), 2)
    const inMemory = opts.db === ":memory:"
    // They shape a build, and an existing demo is served as it is: said, not silently ignored.
    const buildOptions = [...(opts.at === undefined ? [] : ["--at"]), ...(opts.fixture === demoFixture ? [] : ["--fixture"])]
    if (!fresh && !inMemory && buildOptions.length > 0) {
      printMessage(t("demo.alreadyBuilt", { db: opts.db, options: formatAll(buildOptions), count: buildOptions.length }))
    }
    let built: Built = fresh && !inMemory ? await buildDemo(opts) : { rejected: 0, shiftedDays: null }
    const programme = openOrCreate(opts.db, "normal")
    let serving = false
    try {
      if (inMemory) built = await buildInMemory(programme, opts)
      const { rejected, shiftedDays } = built
      const facts = overview(programme.db)
      if (opts.json) return printJson({ db: opts.db, built: fresh, rejected, shiftedDays, ...facts, admins: demoAdmins(programme) })
      await showOverview(programme, facts, opts.db)
      if (!opts.serve) return
      serving = true
      // Built with NORMAL for speed; served like any server, every commit durable (DESIGN §3).
      programme.db.pragma("synchronous = FULL")
      await serveUntilSignal(programme, opts, (server) => demoBanner(server.url, opts.db))
    } finally {
      // serveUntilSignal closes the database once the requests in flight are done.
      if (!serving) programme.close()
    }
  })
)
