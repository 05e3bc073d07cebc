import { Command } from "commander"
import { readMailbox } from "../../adapters/outbox/localMailbox.ts"
import { t } from "../i18n/t.ts"
import { action, openForReading, wholeNumber, withDb, withJson } from "../options.ts"
import { printJsonRows } from "../output.ts"

/**
 * `vitrine outbox`: the demo's local mailbox (DESIGN §5.2), newest first — every e-mail, SMS and
 * WhatsApp message the programme sent, with its link or code, so each flow can be followed on
 * one machine.
 */
export const outboxCommand = withJson(
  withDb(
    new Command("outbox")
      .description(t("outbox.description"))
      .option("--to <address>", t("outbox.to"))
      .option("--user <userId>", t("outbox.user"))
      .option("--limit <n>", t("outbox.limit"), wholeNumber("--limit", 1), 20)
  )
).action(
  action(async (opts: { db: string; json?: boolean; to?: string; user?: string; limit: number }) => {
    const programme = openForReading(opts.db)
    try {
      const messages = readMailbox(programme.db, {
        limit: opts.limit,
        ...(opts.to === undefined ? {} : { recipient: opts.to }),
        ...(opts.user === undefined ? {} : { userId: opts.user })
      })
      if (opts.json) return await printJsonRows(messages)
      if (messages.length === 0) {
        // With a filter, an empty answer says nothing of the rest of the outbox.
        const who = [opts.to, opts.user].filter((w) => w !== undefined).join(", ")
        process.stdout.write(`${who === "" ? t("outbox.empty") : t("outbox.noneFor", { who })}\n`)
        return
      }
      for (const m of messages) {
        process.stdout.write(`#${m.id}  ${m.createdAt.slice(0, 19).replace("T", " ")}  ${t(`outbox.channel.${m.channel}`)} → ${m.recipient}  (${m.kind})\n`)
        if (m.channel === "email") process.stdout.write(`  ${t("outbox.subject")}: ${m.subject}\n`)
        process.stdout.write(`  ${m.body}\n\n`)
      }
    } finally {
      programme.close()
    }
  })
)
