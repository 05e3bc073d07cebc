import { Effect } from "effect"
import type Database from "better-sqlite3"
import type { Principal } from "../../../domain/api/security.ts"
import { ServerContext } from "../ServerContext.ts"
import { page, pageRequest, type ListSpec } from "./lists.ts"
import { myCampaign } from "./myCampaign.ts"
import { madeByCommand, submitAsMe } from "./submitAsMe.ts"

const campaignsList: ListSpec = {
  resource: "campaigns",
  sortable: { id: "c.campaign_id", campaignId: "c.campaign_id", name: "c.name", begins: "c.begins", ends: "c.ends", status: "c.status" },
  defaultSort: ["begins", "DESC"],
  tieBreak: "c.campaign_id"
}

type RegistrationRow = { campaignId: string; agencyId: string; brandIds: string; storeIds: string; chainIds: string; registeredAt: string }

const registrationOf = (r: RegistrationRow | { agencyId: null } | undefined) =>
  r === undefined || r.agencyId === null
    ? null
    : {
        campaignId: (r as RegistrationRow).campaignId,
        agencyId: r.agencyId,
        brandIds: JSON.parse((r as RegistrationRow).brandIds) as Array<string>,
        storeIds: JSON.parse((r as RegistrationRow).storeIds) as Array<string>,
        chainIds: JSON.parse((r as RegistrationRow).chainIds) as Array<string>,
        registeredAt: (r as RegistrationRow).registeredAt
      }

const readRegistration = (db: Database.Database, campaignId: string, userId: string) =>
  registrationOf(
    db
      .prepare<[string, string], RegistrationRow>(
        "SELECT campaign_id AS campaignId, agency_id AS agencyId, brand_ids AS brandIds, store_ids AS storeIds, chain_ids AS chainIds, registered_at AS registeredAt FROM participants WHERE campaign_id = ? AND user_id = ?"
      )
      .get(campaignId, userId)
  )

/** `GET /api/me/campaigns`: my country's open and closed campaigns, each with my registration. */
export const listMyCampaigns = (user: Principal, query: { range?: string | undefined; sort?: string | undefined }) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, campaignsList)
    const where = "c.country = ? AND c.status <> 'draft'"
    const total = programme.db.prepare<[string], number>(`SELECT count(*) FROM campaigns c WHERE ${where}`).pluck().get(user.country) ?? 0
    const rows = programme.db
      .prepare<[string, string, number, number], RegistrationRow & { name: string; country: string; begins: string; ends: string; status: string; levels: string }>(
        `SELECT c.campaign_id AS campaignId, c.name, c.country, c.begins, c.ends, c.status, c.levels,
           p.agency_id AS agencyId, p.brand_ids AS brandIds, p.store_ids AS storeIds, p.chain_ids AS chainIds, p.registered_at AS registeredAt
         FROM campaigns c LEFT JOIN participants p ON p.campaign_id = c.campaign_id AND p.user_id = ?
         WHERE ${where} ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`
      )
      .all(user.userId, user.country, request.limit, request.offset)
    const body = rows.map((r) => ({
      id: r.campaignId,
      campaignId: r.campaignId,
      name: r.name,
      country: r.country,
      begins: r.begins,
      ends: r.ends,
      status: r.status,
      levels: JSON.parse(r.levels),
      registration: registrationOf(r)
    }))
    return page(campaignsList, request, body, total)
  })

/** `GET /api/me/campaigns/:id/options`: what the registration form offers in that campaign. */
export const registrationOptions = (user: Principal, campaignId: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const { db } = programme
    yield* myCampaign(db, user, campaignId)
    const stores = db
      .prepare<[string], { storeId: string; chainId: string; name: string; city: string }>(
        "SELECT s.store_id AS storeId, s.chain_id AS chainId, s.name, s.city FROM campaign_stores cs JOIN stores s ON s.store_id = cs.store_id WHERE cs.campaign_id = ? ORDER BY s.name, s.store_id"
      )
      .all(campaignId)
    const chainIds = [...new Set(stores.map((s) => s.chainId))]
    const chains = db
      .prepare<[], { chainId: string; name: string }>("SELECT chain_id AS chainId, name FROM retail_chains ORDER BY name, chain_id")
      .all()
      .filter((c) => chainIds.includes(c.chainId))
    const agencies = db
      .prepare<[], { agencyId: string; name: string; brandIds: string }>("SELECT agency_id AS agencyId, name, brand_ids AS brandIds FROM agencies ORDER BY name, agency_id")
      .all()
      .map((a) => ({ ...a, brandIds: JSON.parse(a.brandIds) as Array<string> }))
    const brands = db.prepare<[], { brandId: string; name: string }>("SELECT brand_id AS brandId, name FROM brands ORDER BY name, brand_id").all()
    return { campaignId, agencies, brands, chains, stores }
  })

/** `POST /api/me/campaigns/:id/registration`: `RegisterForCampaign` as myself; `201` with my registration. */
export const registerMe = (
  user: Principal,
  campaignId: string,
  form: { acceptTerms: boolean; agencyId: string; brandIds: ReadonlyArray<string>; storeIds: ReadonlyArray<string>; chainIds?: ReadonlyArray<string> },
  key: string | undefined
) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    yield* myCampaign(programme.db, user, campaignId)
    yield* submitAsMe(user, "RegisterForCampaign", { ...form, campaignId }, key)
    // Accepted now or before (a repeat): the registration is in the read model either way.
    return yield* madeByCommand(readRegistration(programme.db, campaignId, user.userId))
  })
