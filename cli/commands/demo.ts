import { Command } from "commander"
import { existsSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Programme } from "../../adapters/programme/Programme.ts"
import { defaultDatabasePath } from "../../adapters/store/database.ts"
import { overview } from "../../adapters/programme/reports.ts"
import { t } from "../i18n/t.ts"
import { action, CliError, openOrCreate, withDb, withJson } from "../options.ts"
import { printJson } from "../render.ts"
import { printTable } from "../table.ts"
import { formatInt } from "../ui/format.ts"
import { levelLabel } from "../vocabulary.ts"
import { campaignColumns } from "./campaigns.ts"
import { importFiles } from "./import.ts"

/** The bundle lives in dist/; the demo programme in fixtures/demo/ beside it. */
export const demoFixture = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "demo", "programme.ndjson")

const admins = (programme: Programme) =>
  programme.db
    .prepare(
      `SELECT a.user_id AS userId, a.role, a.country, p.full_name AS name FROM accounts a JOIN personal_data p USING (user_id)
       WHERE a.role IN ('admin', 'auditor') AND a.status = 'approved' ORDER BY a.role, a.user_id`
    )
    .all() as Array<{ userId: string; role: string; country: string; name: string }>

export const demoCommand = withJson(
  withDb(new Command("demo").description(t("demo.description")).option("--fixture <file>", t("demo.fixture"), demoFixture))
).action(
  action(async (opts: { db: string; json?: boolean; fixture: string }) => {
    const fresh = !existsSync(opts.db)
    if (fresh && !existsSync(opts.fixture)) throw new CliError(t("demo.noFixture", { file: opts.fixture }))
    const programme = openOrCreate(opts.db, "normal")
    try {
      let rejected = 0
      if (fresh) {
        if (!opts.json) process.stdout.write(`${t("demo.building", { db: opts.db })}\n`)
        rejected = (await importFiles(programme, [opts.fixture], { quiet: opts.json === true })).rejected
      }
      const facts = overview(programme.db)
      const logins = admins(programme)
      if (opts.json) {
        printJson({ db: opts.db, built: fresh, rejected, ...facts, admins: logins })
        return
      }
      await printTable({ title: t("demo.title", { accounts: facts.accounts, events: facts.events, db: opts.db }), columns: campaignColumns(), rows: () => facts.campaigns })
      const out = (text: string) => process.stdout.write(text)
      out(`\n${t("demo.levels", { levels: facts.levels.map((l) => `${levelLabel(l.level)}: ${formatInt(l.users)}`).join(" · ") })}\n`)
      if (logins.length > 0) out(`${t("demo.admins", { admins: logins.map((a) => `${a.userId} (${a.role}, ${a.country})`).join(", ") })}\n`)
      const open = facts.campaigns.find((c) => c.status === "open")?.campaignId ?? "<campaign>"
      const closed = facts.campaigns.find((c) => c.status === "closed")?.campaignId ?? "<campaign>"
      const db = opts.db === defaultDatabasePath() ? "" : ` --db ${opts.db}`
      out(
        `\n${t("demo.try")}\n  npm run -s vitrine -- report balances --campaign ${open}${db}\n` +
          `  npm run -s vitrine -- campaigns list${db}\n` +
          `  npm run -s vitrine -- replay --campaign ${closed}${db}\n` +
          `  npm run -s vitrine -- verify --json${db}\n`
      )
    } finally {
      programme.close()
    }
  })
)
