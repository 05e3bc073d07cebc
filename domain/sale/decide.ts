import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { InvoiceClaim, Lookups } from "../lookups.ts"
import { requireActive } from "../account/guards.ts"
import { account } from "../account/aggregate.ts"
import { COURSE_PREFIX, PHOTO_PREFIX, requireOpen } from "../campaign/guards.ts"
import { campaign } from "../campaign/aggregate.ts"
import { XpGained, XpRevoked, LevelUpRequestCancelled } from "../level/events.ts"
import { levelUpDue } from "../level/policy.ts"
import { level } from "../level/aggregate.ts"
import { evolve as evolveLevel } from "../level/evolve.ts"
import { store } from "../reference/state.ts"
import { registration } from "../registration/state.ts"
import { timeZoneOf } from "../rules/countries.ts"
import { daysBetween, localDate } from "../rules/dates.ts"
import { creditedPoints, normalizeInvoice } from "../rules/points.ts"
import { CreditConfirmed, CreditReversed, PointsCredited } from "../wallet/events.ts"
import { ApproveSale, ReportSale, ReproveSale } from "./commands.ts"
import {
  CampaignEnded,
  InvoiceAlreadySent,
  InvoiceRequired,
  NoSaleLines,
  QuantityOutOfRange,
  SaleAlreadyAudited,
  SaleAlreadyReported,
  SaleDateInFuture,
  SaleNotFound,
  SaleNotRegistered,
  SaleOutsideCampaign,
  SaleStoreNotParticipating,
  SaleWindowExpired,
  SkuNotInPointsTable,
  StoreNotRegistered
} from "./errors.ts"
import { SaleApproved, SaleReported, SaleReproved } from "./events.ts"
import { sale, type SaleState } from "./state.ts"

/** A sale may be reported up to this many calendar days after it happened (day 15 is the last). */
export const REPORTING_WINDOW_DAYS = 15
export const MAX_QUANTITY = 999

export const reportSale = defineCommand<ReportSale, Lookups>({
  schema: ReportSale,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      if (states.of(sale(c.saleId)).exists) return yield* new SaleAlreadyReported({ saleId: c.saleId })
      const camp = yield* requireOpen(c.campaignId, states.of(campaign(c.campaignId)))
      yield* requireActive(c.userId, states.of(account(c.userId)))
      const reg = states.of(registration(c.campaignId, c.userId))
      if (!reg.registered) return yield* new SaleNotRegistered({ campaignId: c.campaignId, userId: c.userId })

      if (ctx.now >= camp.endsAt) return yield* new CampaignEnded({ campaignId: c.campaignId, ends: camp.ends })
      const today = localDate(ctx.now, timeZoneOf(camp.country))
      if (c.saleDate > today) return yield* new SaleDateInFuture({ saleDate: c.saleDate, today })
      if (c.saleDate < camp.begins || c.saleDate > camp.ends) {
        return yield* new SaleOutsideCampaign({ saleDate: c.saleDate, begins: camp.begins, ends: camp.ends })
      }
      const days = daysBetween(c.saleDate, today)
      if (days > REPORTING_WINDOW_DAYS) return yield* new SaleWindowExpired({ saleDate: c.saleDate, reportedOn: today, days })

      if (!reg.storeIds.has(c.storeId)) return yield* new StoreNotRegistered({ storeId: c.storeId })
      if (!camp.stores.has(c.storeId)) return yield* new SaleStoreNotParticipating({ storeId: c.storeId })

      if (c.lines.length === 0) return yield* new NoSaleLines({})
      const lines = []
      let basePoints = 0
      for (const line of c.lines) {
        if (line.quantity < 1 || line.quantity > MAX_QUANTITY) return yield* new QuantityOutOfRange({ sku: line.sku, quantity: line.quantity })
        const pointsPerUnit = camp.pointsTable.get(line.sku)
        // A course's training points and a photo's are earned by approval, never sold.
        if (pointsPerUnit === undefined || line.sku.startsWith(COURSE_PREFIX) || line.sku.startsWith(PHOTO_PREFIX)) return yield* new SkuNotInPointsTable({ sku: line.sku })
        basePoints += line.quantity * pointsPerUnit
        lines.push({ sku: line.sku, quantity: line.quantity, pointsPerUnit })
      }

      const invoiceNumber = normalizeInvoice(c.invoiceNumber)
      if (invoiceNumber === "") return yield* new InvoiceRequired({})
      const claims = ctx.lookups.invoiceClaims(c.campaignId, invoiceNumber)
      if (claims.some((claim) => claim.userId === c.userId)) return yield* new InvoiceAlreadySent({ invoiceNumber })

      const member = states.of(level(c.userId))
      const credited = creditedPoints(basePoints, member.level)
      const where = states.of(store(c.storeId))
      const reported = new SaleReported({
        saleId: c.saleId,
        campaignId: c.campaignId,
        userId: c.userId,
        invoiceNumber,
        saleDate: c.saleDate,
        storeId: c.storeId,
        chainId: where?.chainId ?? "",
        ...(c.observation !== undefined ? { observation: c.observation } : {}),
        lines,
        ...(c.invoicePhotoFileId !== undefined ? { invoicePhotoFileId: c.invoicePhotoFileId } : {}),
        basePoints,
        level: member.level,
        creditedPoints: credited,
        duplicateOf: otherClaimants(claims, c.storeId)
      })
      const ids = { campaignId: c.campaignId, userId: c.userId }
      const gained = new XpGained({ ...ids, saleId: c.saleId, xp: basePoints })
      const request = levelUpDue(evolveLevel(member, gained), c.userId, c.campaignId, camp.levels)
      return [
        reported,
        new PointsCredited({ ...ids, source: "sale", ref: c.saleId, points: credited, provisional: true }),
        gained,
        ...(request ? [request] : [])
      ]
    })
})

/** The other users who claimed the invoice at this store, once each, in order. */
const otherClaimants = (claims: ReadonlyArray<InvoiceClaim>, storeId: string): Array<string> => {
  const users = new Set<string>()
  for (const claim of claims) if (claim.storeId === storeId) users.add(claim.userId)
  return [...users].sort()
}

const requireAwaiting = (saleId: string, s: SaleState) =>
  !s.exists
    ? Effect.fail(new SaleNotFound({ saleId }))
    : s.status !== "awaiting_approval"
      ? Effect.fail(new SaleAlreadyAudited({ saleId, status: s.status }))
      : Effect.succeed(s)

/** Approval confirms the provisional credit. Final. */
export const approveSale = defineCommand<ApproveSale, Lookups>({
  schema: ApproveSale,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = yield* requireAwaiting(c.saleId, states.of(sale(c.saleId)))
      const ids = { campaignId: s.campaignId, userId: s.userId }
      return [new SaleApproved({ saleId: c.saleId, ...ids }), new CreditConfirmed({ ...ids, ref: c.saleId, points: s.creditedPoints })]
    })
})

/**
 * Reproval reverses the credit (even into debt) and revokes the XP. A pending level-up that
 * counted this sale is cancelled and, if the XP still reaches the threshold, requested anew.
 */
export const reproveSale = defineCommand<ReproveSale, Lookups>({
  schema: ReproveSale,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = yield* requireAwaiting(c.saleId, states.of(sale(c.saleId)))
      const ids = { campaignId: s.campaignId, userId: s.userId }
      const member = states.of(level(s.userId))
      const revoked = new XpRevoked({ ...ids, saleId: c.saleId, xp: s.basePoints })
      const events = [
        new SaleReproved({ saleId: c.saleId, ...ids, reason: c.reason }),
        new CreditReversed({ ...ids, ref: c.saleId, points: s.creditedPoints }),
        revoked
      ]
      let after = evolveLevel(member, revoked)
      const pending = member.pending
      if (pending && pending.countedSaleIds.includes(c.saleId)) {
        const cancelled = new LevelUpRequestCancelled({ ...ids, campaignId: pending.campaignId, toLevel: pending.toLevel, reason: "sale.reproved" })
        after = evolveLevel(after, cancelled)
        const camp = states.of(campaign(pending.campaignId))
        const again = camp.exists ? levelUpDue(after, s.userId, pending.campaignId, camp.levels) : undefined
        return [...events, cancelled, ...(again ? [again] : [])]
      }
      return events
    })
})
