import type { Programme } from "../../adapters/programme/Programme.ts"
import type { overview } from "../../adapters/programme/reports.ts"
import { defaultDatabasePath } from "../../adapters/store/database.ts"
import { demoClients, demoPassword } from "../../adapters/demo/setup.ts"
import { t } from "../i18n/t.ts"
import { printTable } from "../table.ts"
import { formatInt } from "../ui/format.ts"
import { levelLabel } from "../vocabulary.ts"
import { campaignSummaryColumns } from "./campaigns.ts"

type Overview = ReturnType<typeof overview>

export const demoAdmins = (programme: Programme) =>
  programme.db
    .prepare(
      `SELECT a.user_id AS userId, a.role, a.country, a.is_superuser AS superuser, p.full_name AS name FROM accounts a JOIN personal_data p USING (user_id)
       WHERE a.role IN ('admin', 'auditor') AND a.status = 'approved' ORDER BY a.is_superuser DESC, a.role, a.user_id`
    )
    .all() as Array<{ userId: string; role: string; country: string; superuser: number; name: string }>

/** The demo's campaigns, levels and the commands to try next. */
export const showOverview = async (programme: Programme, facts: Overview, db: string): Promise<void> => {
  await printTable({ title: t("demo.title", { accounts: facts.accounts, events: facts.events, db }), columns: campaignSummaryColumns(), rows: () => facts.campaigns })
  const out = (text: string) => process.stdout.write(text)
  out(`\n${t("demo.levels", { levels: facts.levels.map((l) => `${levelLabel(l.level)}: ${formatInt(l.users)}`).join(" · ") })}\n`)
  const logins = demoAdmins(programme)
  if (logins.length > 0) {
    const who = logins.map((a) => `${a.userId} (${a.superuser ? t("demo.superuser") : `${a.role}, ${a.country}`})`).join(", ")
    out(`${t("demo.admins", { admins: who })}\n`)
  }
  const open = facts.campaigns.find((c) => c.status === "open")?.campaignId ?? "<campaign>"
  const closed = facts.campaigns.find((c) => c.status === "closed")?.campaignId ?? "<campaign>"
  const flag = db === defaultDatabasePath() ? "" : ` --db ${db}`
  out(
    `\n${t("demo.try")}\n  npm run -s vitrine -- report balances --campaign ${open}${flag}\n` +
      `  npm run -s vitrine -- campaigns list${flag}\n` +
      `  npm run -s vitrine -- replay --campaign ${closed}${flag}\n` +
      `  npm run -s vitrine -- verify --json${flag}\n`
  )
}

/** What `vitrine demo` prints once it listens: where to go and how to log in (DESIGN §5.1). */
export const demoBanner = (url: string, db = "data/vitrine.db"): string =>
  [
    "",
    t("demo.listening", { url }),
    `  ${t("demo.learnerApp")}  ${url}/`,
    `  ${t("demo.adminApp")}  ${url}/admin/`,
    `  ${t("demo.apiDocs")}  ${url}/api/docs   (OpenAPI: ${url}/api/openapi.json)`,
    "",
    t("demo.logins", { password: demoPassword }),
    `  ${t("demo.learnerLogins")}  br-001, ar-001, ca-001 … pe-030`,
    `  ${t("demo.adminLogins")}  admin (${t("demo.superuser")}) · admin-ar, admin-ca, admin-cl, admin-co, admin-mx, admin-pe`,
    `${t("demo.oauthClients")} ${demoClients.map((c) => `${c.clientId} / ${c.secret}`).join(" · ")}`,
    t("outbox.where", { command: `npm run -s vitrine -- outbox --db ${db}` }),
    t("demo.stop"),
    ""
  ].join("\n")
