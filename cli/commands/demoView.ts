import { createElement } from "react"
import type { Programme } from "../../adapters/programme/Programme.ts"
import { overview } from "../../adapters/programme/reports.ts"
import { defaultDatabasePath } from "../../adapters/store/database.ts"
import { demoClients, demoPassword } from "../../adapters/demo/setup.ts"
import { printView } from "../render.ts"
import { Table } from "../ui/Table.tsx"
import { formatInt } from "../ui/format.ts"

type Overview = ReturnType<typeof overview>
type CampaignRow = Overview["campaigns"][number]

const admins = (programme: Programme) =>
  programme.db
    .prepare(
      `SELECT a.user_id AS userId, a.role, a.country, a.is_superuser AS superuser, p.full_name AS name FROM accounts a JOIN personal_data p USING (user_id)
       WHERE a.role IN ('admin', 'auditor') AND a.status = 'approved' ORDER BY a.is_superuser DESC, a.role, a.user_id`
    )
    .all() as Array<{ userId: string; role: string; country: string; superuser: number; name: string }>

/** The demo's campaigns, levels and the commands to try next. */
export const showOverview = Object.assign(
  (programme: Programme, facts: Overview, db: string): void => {
    printView(
      createElement(Table<CampaignRow>, {
        title: `Vitrine demo — ${formatInt(facts.accounts)} accounts, ${formatInt(facts.events)} events in ${db}`,
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
    const logins = admins(programme)
    if (logins.length > 0) {
      process.stdout.write(`Admins: ${logins.map((a) => `${a.userId} (${a.superuser ? "superuser" : `${a.role}, ${a.country}`})`).join(", ")}\n`)
    }
    const open = facts.campaigns.find((c) => c.status === "open")?.campaignId ?? "<campaign>"
    const closed = facts.campaigns.find((c) => c.status === "closed")?.campaignId ?? "<campaign>"
    const flag = db === defaultDatabasePath() ? "" : ` --db ${db}`
    process.stdout.write(
      `\nTry:  npm run vitrine -- report balances --campaign ${open}${flag}\n` +
        `      npm run vitrine -- replay --campaign ${closed}${flag}\n` +
        `      npm run vitrine -- verify${flag}\n`
    )
  },
  { admins }
)

/** What `vitrine demo` prints once it listens: where to go and how to log in (DESIGN §5.1). */
export const demoBanner = (url: string): string =>
  [
    "",
    `Vitrine demo listening on ${url}`,
    `  Learner app:    ${url}/        (a placeholder page until the web app is built)`,
    `  Admin console:  ${url}/admin/  (a placeholder page until the web app is built)`,
    `  API reference:  ${url}/api/docs   (OpenAPI: ${url}/api/openapi.json)`,
    "",
    `Demo logins (every account's password is ${demoPassword}):`,
    "  learner  br-001 (or its e-mail), ar-001, ca-001 … pe-030",
    "  admin    admin (superuser, every country) · admin-ar, admin-ca, admin-cl, admin-co, admin-mx, admin-pe (their country)",
    `OAuth clients for POST /o/token/: ${demoClients.map((c) => `${c.clientId} / ${c.secret}`).join(" · ")}`,
    "Press Ctrl-C to stop.",
    ""
  ].join("\n")
