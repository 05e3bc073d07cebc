import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type Database from "better-sqlite3"
import type { Principal } from "../../../domain/api/security.ts"
import type { TransferRequest } from "../../../domain/api/field/transfers.ts"
import { normalizePartnerDocument, TRANSFER_ROLES } from "../../../domain/transfer/state.ts"
import { partnerSimulator } from "../../partner/PartnerProgramme.ts"
import { page, pageRequest, type ListSpec } from "../me/lists.ts"
import { idFromKey, madeByCommand, submitAsMe } from "../me/submitAsMe.ts"
import { prepared } from "../statements.ts"
import { ServerContext } from "../ServerContext.ts"

const transfersList: ListSpec = {
  resource: "transfers",
  sortable: { id: "t.transfer_id", transferredAt: "t.transferred_at", points: "t.points", redeemBy: "t.redeem_by" },
  defaultSort: ["transferredAt", "DESC"],
  tieBreak: "t.transfer_id"
}

const columns = `t.transfer_id AS transferId, t.campaign_id AS campaignId, c.name AS campaignName, t.points, t.partner_document AS partnerDocument,
  t.status, t.redeem_by AS redeemBy, t.transferred_at AS transferredAt`
const from = "transfers t LEFT JOIN campaigns c ON c.campaign_id = t.campaign_id"

type Row = { transferId: string } & Record<string, unknown>
const toTransfer = (r: Row) => ({ id: r.transferId, ...r }) as never

/** Always the token's user: another learner's transfer is not there. */
const readTransfer = (db: Database.Database, userId: string, transferId: string) =>
  prepared(db, `SELECT ${columns} FROM ${from} WHERE t.transfer_id = ? AND t.user_id = ?`).get(transferId, userId) as Row | undefined

/** `POST /api/me/transfers`: TransferPoints as myself; `201` with the transfer and its redeem-by date. */
export const transferMyPoints = (user: Principal, request: typeof TransferRequest.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const transferId = key === undefined ? `transfer-${randomUUID()}` : idFromKey("transfer", user, key)
    yield* submitAsMe(user, "TransferPoints", { ...request, transferId }, key)
    return toTransfer(yield* madeByCommand(readTransfer(programme.db, user.userId, transferId)))
  })

/** `GET /api/me/transfers`: my transfers, newest first. */
export const listMyTransfers = (user: Principal, query: { range?: string | undefined; sort?: string | undefined }) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const request = yield* pageRequest(query, transfersList)
    const total = prepared(programme.db, "SELECT count(*) FROM transfers t WHERE t.user_id = ?").pluck().get(user.userId) as number
    const rows = prepared(programme.db, `SELECT ${columns} FROM ${from} WHERE t.user_id = ? ORDER BY ${request.orderBy} LIMIT ? OFFSET ?`).all(
      user.userId,
      request.limit,
      request.offset
    ) as Array<Row>
    return page(transfersList, request, rows.map(toTransfer), total)
  })

/** `GET /api/me/partner-member?document=`: the partner's answer for a document, through the port. */
export const partnerMemberOf = (document: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const member = partnerSimulator(programme.db).member(document)
    const normalized = normalizePartnerDocument(document)
    if (member === undefined) return { document: normalized, status: "unknown" as const, role: null, accepts: false }
    return { document: normalized, status: member.status, role: member.role, accepts: member.status === "active" && TRANSFER_ROLES.includes(member.role) }
  })
