import { Command, type CommanderError } from "commander"
import { accountsCommand } from "./commands/accounts.ts"
import { backupCommand } from "./commands/backup.ts"
import { campaignsCommand } from "./commands/campaigns.ts"
import { erasuresCommand } from "./commands/erasures.ts"
import { outboxCommand } from "./commands/outbox.ts"
import { demoCommand } from "./commands/demo.ts"
import { eventsCommand } from "./commands/events.ts"
import { fixturesCommand } from "./commands/fixtures.ts"
import { importCommand } from "./commands/import.ts"
import { oauthCommand } from "./commands/oauth.ts"
import { ssoCommand } from "./commands/sso.ts"
import { projectionsCommand } from "./commands/projections.ts"
import { replayCommand } from "./commands/replay.ts"
import { reportCommand } from "./commands/report.ts"
import { serveCommand } from "./commands/serve.ts"
import { verifyCommand } from "./commands/verify.ts"
import { t } from "./i18n/t.ts"
import { localizeUsage } from "./usage.ts"

/** Exit codes: 0 ok (help and version included), 1 failure, 2 bad usage. */
const usageExit = (err: CommanderError): never => {
  const ok = err.code === "commander.helpDisplayed" || err.code === "commander.version" || err.code === "commander.help"
  process.exit(ok ? 0 : 2)
}

export const program = new Command("vitrine")
  .description(t("program.description"))
  .version("0.1.0", "-V, --version", t("usage.version"))
  .addCommand(serveCommand)
  .addCommand(demoCommand)
  .addCommand(importCommand)
  .addCommand(replayCommand)
  .addCommand(campaignsCommand)
  .addCommand(outboxCommand)
  .addCommand(erasuresCommand)
  .addCommand(projectionsCommand)
  .addCommand(verifyCommand)
  .addCommand(reportCommand)
  .addCommand(eventsCommand)
  .addCommand(backupCommand)
  .addCommand(fixturesCommand)
  .addCommand(accountsCommand)
  .addCommand(oauthCommand)
  .addCommand(ssoCommand)

// addCommand() does not pass settings down: every (sub)command exits 2 on bad usage, says where its
// help is, and speaks the operator's language.
const configure = (cmd: Command): void => {
  cmd.exitOverride(usageExit)
  localizeUsage(cmd)
  for (const sub of cmd.commands) configure(sub)
}
configure(program)
