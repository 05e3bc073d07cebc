import { Context } from "effect"
import type { Programme } from "../programme/Programme.ts"
import type { SignedIn } from "../auth/principals.ts"
import type { Credentials } from "../auth/credentials.ts"
import type { UserSettings } from "../auth/settings.ts"
import type { OAuthEndpoints } from "../auth/tokenEndpoint.ts"
import type { TokenStore } from "../auth/tokens.ts"
import type { Sessions } from "./session.ts"
import type { SelfService } from "../accounts/selfService.ts"
import type { Sso } from "../sso/context.ts"

/**
 * What every handler may use: the programme (log, read models, command handler) over the one
 * database this process owns, the token store, and the wall clock (tests move it).
 */
export interface ServerContextShape {
  readonly programme: Programme
  readonly tokens: TokenStore
  readonly principalOf: (userId: string) => SignedIn | undefined
  readonly settings: UserSettings
  readonly sessions: Sessions
  readonly credentials: Credentials
  readonly oauth: OAuthEndpoints
  readonly now: () => number
  /** Account self-service: links, codes, cooldowns, limits and the outbox (adapters/accounts/). */
  readonly selfService: SelfService
  /** Single sign-on: the deployment's OpenID issuers and the sign-ins under way (adapters/sso/). */
  readonly sso: Sso
}

export class ServerContext extends Context.Service<ServerContext, ServerContextShape>()("adapters/http/ServerContext") {}
