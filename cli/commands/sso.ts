import { Command } from "commander"
import { makeSsoIssuers } from "../../adapters/sso/issuers.ts"
import { t } from "../i18n/t.ts"
import { action, CliError, openExisting, withDb } from "../options.ts"
import { readSecret } from "../stdin.ts"

/** The route of the learner app a provider sends the browser back to (SPEC §2: `login-redirect-v2`, a partner's own). */
const redirectPaths = ["/login-redirect-v2", "/intel-login-redirect"]

interface Options {
  readonly db: string
  readonly issuer: string
  readonly clientId: string
  readonly label: string
  readonly redirect: string
  readonly hidden?: boolean
  readonly secretStdin?: boolean
}

const addIssuer = withDb(
  new Command("add-issuer")
    .description(t("sso.addIssuer.description"))
    .argument("<issuerId>")
    .requiredOption("--issuer <url>", t("sso.issuerUrl"))
    .requiredOption("--client-id <id>", t("sso.clientId"))
    .requiredOption("--label <text>", t("sso.label"))
    .option("--redirect <path>", t("sso.redirect"), "/login-redirect-v2")
    .option("--hidden", t("sso.hidden"))
    .option("--secret-stdin", t("sso.secretStdin"))
).action(
  action(async (issuerId: string, opts: Options) => {
    // The id goes in a URL path (`/api/sso/<id>/start`): keep it plain.
    if (!/^[\w.-]{1,64}$/.test(issuerId)) throw new CliError(t("sso.badIssuerId", { issuerId }), 2)
    const url = URL.parse(opts.issuer)
    if (url === null || !(url.protocol === "https:" || url.protocol === "http:")) throw new CliError(t("sso.badIssuerUrl", { url: opts.issuer }), 2)
    if (!redirectPaths.includes(opts.redirect)) throw new CliError(t("sso.badRedirect", { paths: redirectPaths.join(", ") }), 2)
    const label = opts.label.trim()
    if (label === "" || label.length > 40) throw new CliError(t("sso.badLabel"), 2)
    const programme = openExisting(opts.db, "full")
    try {
      const clientSecret = opts.secretStdin ? await readSecret("clientSecret") : null
      const outcome = makeSsoIssuers(programme.db).add({
        issuerId,
        issuerUrl: url.href.replace(/\/$/, ""),
        clientId: opts.clientId,
        clientSecret,
        label,
        redirectPath: opts.redirect,
        showOnLogin: opts.hidden !== true
      })
      process.stdout.write(`${t(outcome === "added" ? "sso.added" : "sso.replaced", { issuerId })}\n`)
    } finally {
      programme.close()
    }
  })
)

/** Single sign-on's issuers of this deployment (DESIGN §7), as `oauth` keeps its clients. */
export const ssoCommand = new Command("sso").description(t("sso.description")).addCommand(addIssuer)
