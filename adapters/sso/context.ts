import type Database from "better-sqlite3"
import type { SignedIn } from "../auth/principals.ts"
import { makeSsoIssuers } from "./issuers.ts"
import { makeOpenIdConfigurations } from "./openId.ts"
import { makePendingLogins } from "./pendingLogins.ts"
import { makeSsoLogin } from "./ssoLogin.ts"

/** What the server's single sign-on needs (ServerContext `sso`): the issuers, the flow, and where the app is reached. */
export const makeSso = (o: { db: Database.Database; now: () => number; principalOf: (userId: string) => SignedIn | undefined; baseUrl: () => string }) => {
  const issuers = makeSsoIssuers(o.db, o.now)
  const login = makeSsoLogin({ db: o.db, issuers, pending: makePendingLogins(o.db, o.now), configurationOf: makeOpenIdConfigurations(), principalOf: o.principalOf })
  return { issuers, login, baseUrl: o.baseUrl }
}
export type Sso = ReturnType<typeof makeSso>
