import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { locales } from "../i18n/catalogue.ts"
import { campaignEndpoints } from "./me/campaigns.ts"
import { learningEndpoints } from "./me/learning.ts"
import { profileEndpoints as p } from "./me/profile.ts"
import { attemptEndpoints } from "./me/learningAttempts.ts"
import { saleEndpoints } from "./me/sales.ts"
import { walletEndpoints } from "./me/wallets.ts"
import { forumEndpoints as forum } from "./me/forums.ts"
import { Authentication } from "./security.ts"

/** `PUT /api/me/language`: one of the four locales; error messages follow it from then on. */
export const LanguageChoice = Schema.Struct({ language: Schema.Literals(locales) }).annotate({ identifier: "LanguageChoice" })

/** `PUT /api/me/client`: one of the user's client companies. */
export const ClientChoice = Schema.Struct({ clientId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(256)) }).annotate({
  identifier: "ClientChoice"
})

export const ClientView = Schema.Struct({
  clientId: Schema.String,
  name: Schema.String,
  homeRoute: Schema.String,
  features: Schema.Record(Schema.String, Schema.Boolean)
}).annotate({ identifier: "Client" })

export const SessionCampaign = Schema.Struct({
  campaignId: Schema.String,
  name: Schema.String,
  status: Schema.String,
  begins: Schema.String,
  ends: Schema.String,
  registered: Schema.Boolean
}).annotate({ identifier: "SessionCampaign" })

/** `GET /api/me`: SPEC §3 "Session data" in camelCase (DESIGN §5.2); `clients` sorted by name. */
export const Session = Schema.Struct({
  userId: Schema.String,
  fullName: Schema.String,
  email: Schema.String,
  status: Schema.String,
  role: Schema.String,
  isSuperuser: Schema.Boolean,
  country: Schema.String,
  language: Schema.String,
  clients: Schema.Array(ClientView),
  selectedClientId: Schema.NullOr(Schema.String),
  campaigns: Schema.Array(SessionCampaign),
  mustChangePassword: Schema.Boolean,
  /** SPEC §3 `has_mandatory_surveys`: a published mandatory survey of my clients, in date, not answered; the first is `mandatorySurveyId`. */
  hasMandatorySurveys: Schema.Boolean,
  mandatorySurveyId: Schema.NullOr(Schema.String),
  acceptTermsAndConditions: Schema.Boolean,
  acceptCookiesPolicy: Schema.Boolean
}).annotate({ identifier: "Session" })

/**
 * The learner API: always the token's user, never another's id (DESIGN §5.2). Add endpoints
 * before `.middleware(Authentication)`: a group's middleware covers the endpoints added before it.
 */
export const MeApi = HttpApiGroup.make("me")
  .add(HttpApiEndpoint.get("session", "/api/me", { success: Session }))
  .add(HttpApiEndpoint.put("setLanguage", "/api/me/language", { payload: LanguageChoice, success: LanguageChoice }))
  .add(HttpApiEndpoint.put("selectClient", "/api/me/client", { payload: ClientChoice, success: ClientChoice }))
  .add(campaignEndpoints.list, campaignEndpoints.options, campaignEndpoints.pointsTable, campaignEndpoints.register)
  .add(saleEndpoints.report, saleEndpoints.list)
  .add(walletEndpoints.wallets, walletEndpoints.statement, walletEndpoints.level)
  .add(learningEndpoints.catalogue, learningEndpoints.course, learningEndpoints.enrol, learningEndpoints.unenrol, learningEndpoints.complete, learningEndpoints.reaction)
  .add(learningEndpoints.trails, learningEndpoints.trail)
  .add(p.profile, p.update, p.avatar, p.removeAvatar, p.notifications, p.passwordPolicy, p.password, p.phone, p.verifyPhone, p.confirmPhone, p.deletion)
  .add(attemptEndpoints.start, attemptEndpoints.get, attemptEndpoints.save, attemptEndpoints.submit, attemptEndpoints.results, attemptEndpoints.certificates, attemptEndpoints.certificateName)
  .add(attemptEndpoints.certificatePdf)
  .add(forum.topics, forum.start, forum.topic, forum.reply, forum.edit, forum.delete, forum.report)
  .middleware(Authentication)
