import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { locales } from "../i18n/catalogue.ts"
import { campaignEndpoints } from "./me/campaigns.ts"
import { saleEndpoints } from "./me/sales.ts"
import { walletEndpoints } from "./me/wallets.ts"
import { Authentication } from "./security.ts"

/** `PUT /api/me/language`: one of the four locales; error messages follow it from then on. */
export const LanguageChoice = Schema.Struct({ language: Schema.Literals(locales) }).annotate({ identifier: "LanguageChoice" })

/** `GET /api/me`: the session of the token's user (DESIGN §5.2). */
export const Session = Schema.Struct({
  userId: Schema.String,
  role: Schema.String,
  isSuperuser: Schema.Boolean,
  country: Schema.String
}).annotate({ identifier: "Session" })

/**
 * The learner API: always the token's user, never another's id (DESIGN §5.2). Add endpoints
 * before `.middleware(Authentication)`: a group's middleware covers the endpoints added before it.
 */
export const MeApi = HttpApiGroup.make("me")
  .add(HttpApiEndpoint.get("session", "/api/me", { success: Session }))
  .add(HttpApiEndpoint.put("setLanguage", "/api/me/language", { payload: LanguageChoice, success: LanguageChoice }))
  .add(campaignEndpoints.list, campaignEndpoints.options, campaignEndpoints.pointsTable, campaignEndpoints.register)
  .add(saleEndpoints.report, saleEndpoints.list)
  .add(walletEndpoints.wallets, walletEndpoints.statement, walletEndpoints.level)
  .middleware(Authentication)
