import type Database from "better-sqlite3"
import type { Principal } from "../../domain/api/security.ts"
import type { Locale } from "../../domain/i18n/catalogue.ts"
import { mandatorySurveyOf } from "./surveys/mySurveys.ts"

/** A country's language when the user chose none: Brazil Portuguese, Canada English, the rest Spanish. */
const countryLanguage: Readonly<Record<string, Locale>> = { BR: "pt-BR", CA: "en-US" }
export const defaultLanguageOf = (country: string): Locale => countryLanguage[country] ?? "es-ES"

export interface ClientView {
  readonly clientId: string
  readonly name: string
  readonly homeRoute: string
  readonly features: Record<string, boolean>
}

/**
 * `GET /api/me` (DESIGN §5.2, SPEC §3 "Session data" in camelCase), read from the read models
 * and the user's settings: the token's user only.
 */
export const makeSessions = (db: Database.Database, now: () => number = Date.now) => {
  const person = db.prepare<[string], { fullName: string; email: string; status: string }>(
    `SELECT p.full_name AS fullName, p.email, a.status FROM accounts a JOIN personal_data p USING (user_id) WHERE a.user_id = ?`
  )
  const clientsOf = db.prepare<[string], { clientId: string; name: string; homeRoute: string; features: string }>(
    `SELECT c.client_id AS clientId, c.name, c.home_route AS homeRoute, c.features
     FROM client_members m JOIN clients c USING (client_id) WHERE m.user_id = ? ORDER BY c.name, c.client_id`
  )
  const campaignsOf = db.prepare<[string, string], { campaignId: string; name: string; status: string; begins: string; ends: string; registered: number }>(
    `SELECT c.campaign_id AS campaignId, c.name, c.status, c.begins, c.ends,
            EXISTS (SELECT 1 FROM participants p WHERE p.campaign_id = c.campaign_id AND p.user_id = ?) AS registered
     FROM campaigns c WHERE c.country = ? AND c.status <> 'draft' ORDER BY c.begins DESC`
  )
  const settings = db.prepare<[string], { language: string | null; selectedClientId: string | null }>(
    "SELECT language, selected_client_id AS selectedClientId FROM user_settings WHERE user_id = ?"
  )

  const clients = (userId: string): Array<ClientView> =>
    clientsOf.all(userId).map((c) => ({ ...c, features: JSON.parse(c.features) as Record<string, boolean> }))

  // SPEC §3 `has_mandatory_surveys`: the learner app shows the survey before the home screen.
  const mandatorySurveys = (userId: string) => {
    const mandatorySurveyId = mandatorySurveyOf(db, userId, now())
    return { hasMandatorySurveys: mandatorySurveyId !== null, mandatorySurveyId }
  }

  return {
    clients,
    session: (user: Principal) => {
      const p = person.get(user.userId)
      const mine = clients(user.userId)
      const chosen = settings.get(user.userId)
      const campaigns = campaignsOf.all(user.userId, user.country).map((c) => ({ ...c, registered: c.registered === 1 }))
      // The chosen client while the user still belongs to it; with one client, that one (SPEC: no choice to make).
      const selected = mine.find((c) => c.clientId === chosen?.selectedClientId) ?? (mine.length === 1 ? mine[0] : undefined)
      return {
        userId: user.userId,
        fullName: p?.fullName ?? "",
        email: p?.email ?? "",
        status: p?.status ?? "approved",
        role: user.role,
        isSuperuser: user.isSuperuser,
        country: user.country,
        language: (chosen?.language as Locale | null) ?? defaultLanguageOf(user.country),
        clients: mine,
        selectedClientId: selected?.clientId ?? null,
        campaigns,
        // Set-password links and cookie consent come with the account self-service: until then a
        // user logged in with a password they were given, and nothing was consented to here.
        mustChangePassword: false,
        ...mandatorySurveys(user.userId),
        // Terms are accepted with each campaign registration (DESIGN §4.2).
        acceptTermsAndConditions: campaigns.some((c) => c.registered),
        acceptCookiesPolicy: false
      }
    }
  }
}
export type Sessions = ReturnType<typeof makeSessions>
