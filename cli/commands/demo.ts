import { Command } from "commander"
import { existsSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { createElement } from "react"
import { Programme } from "../../adapters/programme/Programme.ts"
import { defaultDatabasePath } from "../../adapters/store/database.ts"
import { overview } from "../../adapters/programme/reports.ts"
import { action, CliError, withDb, withJson } from "../options.ts"
import { printJson, printView } from "../render.ts"
import { Table } from "../ui/Table.tsx"
import { formatInt } from "../ui/format.ts"
import { importFiles } from "./import.ts"

/** The bundle lives in dist/; the demo programme in fixtures/demo/ beside it. */
export const demoFixture = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "demo", "programme.ndjson")

type Overview = ReturnType<typeof overview>
type CampaignRow = Overview["campaigns"][number]

const admins = (programme: Programme) =>
  programme.db
    .prepare(
      `SELECT a.user_id AS userId, a.role, a.country, p.full_name AS name FROM accounts a JOIN personal_data p USING (user_id)
       WHERE a.role IN ('admin', 'auditor') AND a.status = 'approved' ORDER BY a.role, a.user_id`
    )
    .all() as Array<{ userId: string; role: string; country: string; name: string }>

export const demoCommand = withJson(
  withDb(
    new Command("demo")
      .description("build the demo programme from fixtures/demo (when the database is absent) and show what it holds")
      .option("--fixture <file>", "the demo fixture", demoFixture)
  )
).action(
  action(async (opts: { db: string; json?: boolean; fixture: string }) => {
    const fresh = !existsSync(opts.db)
    if (fresh && !existsSync(opts.fixture)) throw new CliError(`the demo fixture ${opts.fixture} is missing`)
    const programme = Programme.open(opts.db, { durability: "normal" })
    try {
      let rejected = 0
      if (fresh) {
        if (!opts.json) process.stdout.write(`Building the demo programme into ${opts.db}…\n`)
        rejected = (await importFiles(programme, [opts.fixture], { quiet: opts.json === true })).rejected
      }
      const facts = overview(programme.db)
      const logins = admins(programme)
      if (opts.json) {
        printJson({ db: opts.db, built: fresh, rejected, ...facts, admins: logins })
        return
      }
      printView(
        createElement(Table<CampaignRow>, {
          title: `Vitrine demo — ${formatInt(facts.accounts)} accounts, ${formatInt(facts.events)} events in ${opts.db}`,
          columns: [
            { header: "country", cell: (c) => c.country },
            { header: "campaign", cell: (c) => c.campaignId },
            { header: "name", cell: (c) => c.name },
            { header: "dates", cell: (c) => `${c.begins} → ${c.ends}` },
            { header: "status", cell: (c) => c.status, color: (c) => (c.status === "open" ? "green" : c.status === "closed" ? "gray" : "yellow") },
            { header: "participants", cell: (c) => formatInt(c.participants), align: "right" },
            { header: "sales", cell: (c) => formatInt(c.sales), align: "right" },
            { header: "to audit", cell: (c) => formatInt(c.awaiting), align: "right" }
          ],
          rows: facts.campaigns
        })
      )
      process.stdout.write(`\nLevels: ${facts.levels.map((l) => `level ${l.level}: ${formatInt(l.users)}`).join(" · ")}\n`)
      if (logins.length > 0) {
        process.stdout.write(`Demo admins (actor ids for fixtures and, later, the admin app): ${logins.map((a) => `${a.userId} (${a.role}, ${a.country})`).join(", ")}\n`)
      }
      const open = facts.campaigns.find((c) => c.status === "open")?.campaignId ?? "<campaign>"
      const closed = facts.campaigns.find((c) => c.status === "closed")?.campaignId ?? "<campaign>"
      const db = opts.db === defaultDatabasePath() ? "" : ` --db ${opts.db}`
      process.stdout.write(
        `\nTry:  npm run vitrine -- report balances --campaign ${open}${db}\n` +
          `      npm run vitrine -- replay --campaign ${closed}${db}\n` +
          `      npm run vitrine -- verify${db}\n`
      )
    } finally {
      programme.close()
    }
  })
)
