import { Context, Effect, Exit, Layer, Scope } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApiBuilder, HttpApiScalar } from "effect/http-api"
import { NodeHttpServer } from "@effect/platform-node"
import { createServer } from "node:http"
import { VitrineApi } from "../../domain/api/Api.ts"
import { makeAccountStatus, makePrincipals } from "../auth/principals.ts"
import { makeCredentials } from "../auth/credentials.ts"
import { makeLoginLimits } from "../auth/loginLimiter.ts"
import { makeUserSettings } from "../auth/settings.ts"
import { makeOAuthEndpoints } from "../auth/tokenEndpoint.ts"
import { TokenStore } from "../auth/tokens.ts"
import { makeSelfService } from "../accounts/selfService.ts"
import { groupCommitOf } from "./groupCommit.ts"
import { makeInboxMailer } from "../inbox/mailInbox.ts"
import { makeLocalMailbox } from "../outbox/localMailbox.ts"
import type { Outbox } from "../outbox/Outbox.ts"
import { AccountsHttpLive } from "./AccountsHttp.ts"
import type { Programme } from "../programme/Programme.ts"
import { AdminCommandsHttpLive } from "./AdminCommandsHttp.ts"
import { AdminResourcesHttpLive } from "./AdminResourcesHttp.ts"
import { ApiErrorsLive } from "./ApiErrorsLive.ts"
import { AuthenticationLive } from "./authentication.ts"
import { AuthHttpLive } from "./AuthHttp.ts"
import { FilesHttpLive } from "./FilesHttp.ts"
import { MeHttpLive } from "./MeHttp.ts"
import { PagesLive } from "./pages.ts"
import { PublicHttpLive } from "./PublicHttp.ts"
import { RewardsHttpLive } from "./RewardsHttp.ts"
import { ContentHttpLive } from "./ContentHttp.ts"
import { aroundEveryRequest } from "./requestLog.ts"
import { ServerContext } from "./ServerContext.ts"
import { makeSessions } from "./session.ts"
import { attemptSweepLayer } from "./attemptSweep.ts"
import { FieldHttpLive } from "./FieldHttp.ts"
import { SurveysHttpLive } from "./SurveysHttp.ts"
import { PodcastsLibraryHttpLive } from "./PodcastsLibraryHttp.ts"
import { SenceHttpLive } from "./SenceHttp.ts"
import { LoungeHttpLive, LoungeStreamHttpLive } from "./LoungeHttp.ts"
import { AuthoringHttpLive } from "./AuthoringHttp.ts"
import { ScormHttpLive } from "./ScormHttp.ts"
import { ScormFilesLive } from "./scorm/routes.ts"
import { BrandingAdminHttpLive } from "./BrandingAdminHttp.ts"
import { BrandingPublicHttpLive } from "./BrandingHttp.ts"
import { BrandingPagesLive } from "./branding/pages.ts"
import { loungeHubOf } from "./lounge/hub.ts"
import { ActivityHttpLive } from "./ActivityHttp.ts"
import { SsoHttpLive } from "./SsoHttp.ts"
import { SiteHttpLive, SiteMeHttpLive } from "./SiteHttp.ts"
import { makeSso } from "../sso/context.ts"
import { ClassesHttpLive } from "./ClassesHttp.ts"
import { Offline2HttpLive } from "./Offline2Http.ts"

export interface ServerOptions {
  readonly programme: Programme
  readonly port: number
  readonly host: string
  /** Where the request log goes (one line per request); tests pass a no-op. */
  readonly log?: (line: string) => void
  readonly now?: () => number
  /** Where messages leave (default: the local mailbox in the database, read with `vitrine outbox`). */
  readonly outbox?: Outbox
  /** The address links in messages start with (default `VITRINE_PUBLIC_URL`, else the address listened on). */
  readonly publicUrl?: string
  /** How long a shutdown waits for requests in flight (default 20 s). */
  readonly shutdownTimeoutMs?: number
  /** Failed logins allowed per account and per address in 15 minutes (default 5 and 100: loginLimiter.ts). */
  readonly loginLimits?: { readonly perAccount?: number; readonly perAddress?: number }
  /** How often attempts left open past their time limit are closed (attemptSweep.ts); none when absent. */
  readonly attemptSweepMs?: number
}

export interface RunningServer {
  readonly url: string
  readonly port: number
  readonly context: Context.Context<ServerContext>
  /** Stops accepting connections, lets requests in flight finish, then frees everything. */
  readonly close: () => Promise<void>
}

/** Every group's handlers, with the middleware the contract names. A new group's layer goes here. */
const ApiLive = HttpApiBuilder.layer(VitrineApi, { openapiPath: "/api/openapi.json" }).pipe(
  Layer.provide([AuthHttpLive, MeHttpLive, AdminResourcesHttpLive, AdminCommandsHttpLive, FilesHttpLive, PublicHttpLive, AccountsHttpLive, RewardsHttpLive, FieldHttpLive, ContentHttpLive, SurveysHttpLive, PodcastsLibraryHttpLive, SenceHttpLive, LoungeHttpLive, LoungeStreamHttpLive, AuthoringHttpLive, ScormHttpLive, BrandingPublicHttpLive, BrandingAdminHttpLive, ActivityHttpLive, SsoHttpLive, SiteHttpLive, SiteMeHttpLive, ClassesHttpLive, Offline2HttpLive]),
  Layer.provide([AuthenticationLive, ApiErrorsLive])
)

const AppLive = Layer.mergeAll(ApiLive, HttpApiScalar.layer(VitrineApi, { path: "/api/docs" }), PagesLive, ScormFilesLive, BrandingPagesLive)

/** The composition root of the HTTP server: the one place where live layers are wired. */
export const serverLayer = (options: ServerOptions, baseUrl: { current: string } = { current: options.publicUrl ?? process.env["VITRINE_PUBLIC_URL"] ?? "" }) => {
  const now = options.now ?? Date.now
  const db = options.programme.db
  const tokens = new TokenStore(db, now)
  const principalOf = makePrincipals(db)
  const credentials = makeCredentials(db, now)
  const outbox = options.outbox ?? makeLocalMailbox(db, now)
  const context: ServerContext["Service"] = {
    programme: options.programme,
    tokens,
    principalOf,
    settings: makeUserSettings(db),
    sessions: makeSessions(db, now),
    credentials,
    oauth: makeOAuthEndpoints({ credentials, tokens, principalOf, accountStatusOf: makeAccountStatus(db), now, limiter: makeLoginLimits(options.loginLimits) }),
    now,
    selfService: makeSelfService({ db, outbox, now, baseUrl: () => baseUrl.current }),
    sso: makeSso({ db, now, principalOf, baseUrl: () => baseUrl.current })
  }
  groupCommitOf(options.programme).afterCommand = makeInboxMailer(db, outbox)
  const log = options.log ?? ((line: string) => process.stdout.write(line + "\n"))
  const sweep = options.attemptSweepMs === undefined ? Layer.empty : attemptSweepLayer(options.attemptSweepMs, log)
  return HttpRouter.serve(Layer.mergeAll(AppLive, HttpRouter.middleware(aroundEveryRequest(log, now), { global: true })), {
    disableLogger: true,
    disableListenLog: true
  }).pipe(
    Layer.merge(sweep),
    Layer.provideMerge(
      NodeHttpServer.layer(() => createServer(), {
        port: options.port,
        host: options.host,
        gracefulShutdownTimeout: options.shutdownTimeoutMs ?? 20_000
      })
    ),
    Layer.provideMerge(Layer.succeed(ServerContext, context))
  )
}

/** Starts the server and answers once it listens (port 0 picks a free port). */
export const startServer = async (options: ServerOptions): Promise<RunningServer> => {
  const scope = Effect.runSync(Scope.make())
  const baseUrl = { current: options.publicUrl ?? process.env["VITRINE_PUBLIC_URL"] ?? "" }
  const built = await Effect.runPromise(Layer.buildWithScope(serverLayer(options, baseUrl), scope))
  const address = Context.get(built, HttpServer.HttpServer).address
  const port = "port" in address ? address.port : 0
  const host = options.host.includes(":") ? `[${options.host}]` : options.host
  if (baseUrl.current === "") baseUrl.current = `http://${host}:${port}`
  let closing: Promise<void> | undefined
  return {
    url: `http://${host}:${port}`,
    port,
    context: Context.make(ServerContext, Context.get(built, ServerContext)),
    // The lounges' live streams end first: the graceful stop would otherwise wait out its grace period on them.
    close: () => (closing ??= (loungeHubOf(options.programme).endAll(), Effect.runPromise(Scope.close(scope, Exit.void))))
  }
}
