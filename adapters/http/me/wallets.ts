import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import { ServerContext } from "../ServerContext.ts"
import { page, pageRequest, type ListSpec } from "./lists.ts"

const walletsList: ListSpec = {
  resource: "wallets",
  sortable: { id: "w.campaign_id", campaignId: "w.campaign_id", balance: "w.balance", confirmed: "w.confirmed", begins: "c.begins" },
  defaultSort: ["begins", "DESC"],
  tieBreak: "w.campaign_id"
}

const statementList: ListSpec = {
  resource: "statement",
  sortable: { id: "e.position", at: "e.at", points: "e.points", kind: "e.kind", campaignId: "e.campaign_id" },
  defaultSort: ["id", "DESC"],
  tieBreak: "e.position"
}

type Query = { range?: string | undefined; sort?: string | undefined }

/** `GET /api/me/wallets`: one wallet per campaign I earned points in (DESIGN §4.4). */
export const listMyWallets = (user: Principal, query: Query) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, walletsList)
    const total = programme.db.prepare<[string], number>("SELECT count(*) FROM wallets WHERE user_id = ?").pluck().get(user.userId) ?? 0
    const rows = programme.db
      .prepare<[string, number, number], { campaignId: string; campaignName: string | null; balance: number; confirmed: number; provisional: number; expired: number }>(
        `SELECT w.campaign_id AS campaignId, c.name AS campaignName, w.balance, w.confirmed, w.provisional, w.expired
         FROM wallets w LEFT JOIN campaigns c ON c.campaign_id = w.campaign_id
         WHERE w.user_id = ? ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`
      )
      .all(user.userId, request.limit, request.offset)
    return page(walletsList, request, rows.map((r) => ({ id: r.campaignId, ...r })), total)
  })

/** `GET /api/me/statement[?campaignId=]`: my points' movements, newest first by default. */
export const listMyStatement = (user: Principal, query: Query & { campaignId?: string | undefined }) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, statementList)
    const where = query.campaignId === undefined ? "e.user_id = ?" : "e.user_id = ? AND e.campaign_id = ?"
    const params = query.campaignId === undefined ? [user.userId] : [user.userId, query.campaignId]
    const total = programme.db.prepare<Array<string>, number>(`SELECT count(*) FROM wallet_entries e WHERE ${where}`).pluck().get(...params) ?? 0
    const rows = programme.db
      .prepare<Array<string | number>, { id: number; campaignId: string; kind: string; ref: string | null; points: number; note: string | null; at: string; confirmedPoints: number | null }>(
        `SELECT e.position AS id, e.campaign_id AS campaignId, e.kind, e.ref, e.points, e.note, e.at, e.confirmed_points AS confirmedPoints FROM wallet_entries e
         WHERE ${where} ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`
      )
      .all(...params, request.limit, request.offset)
    return page(statementList, request, rows, total)
  })
