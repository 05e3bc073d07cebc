import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { requireActive } from "../account/guards.ts"
import { account } from "../account/aggregate.ts"
import { requireOpen } from "../campaign/guards.ts"
import { campaign } from "../campaign/aggregate.ts"
import { NotRegistered } from "../registration/errors.ts"
import { registration } from "../registration/state.ts"
import { timeZoneOf } from "../rules/countries.ts"
import { daysInMonth, localDate } from "../rules/dates.ts"
import { wallet } from "../wallet/aggregate.ts"
import { PointsDebited } from "../wallet/events.ts"
import { balanceOf } from "../wallet/state.ts"
import { RegisterPartnerMember, TransferPoints } from "./commands.ts"
import {
  TransferAlreadyExists,
  TransferCampaignEnded,
  TransferDocumentInUse,
  TransferInactiveRegistration,
  TransferNoPoints,
  TransferRoleNotAllowed,
  TransferWalletInDebt
} from "./errors.ts"
import { PartnerDocumentClaimed, PartnerMemberRegistered, PointsTransferred } from "./events.ts"
import { normalizePartnerDocument, partnerMember, transfer, TRANSFER_ROLES } from "./state.ts"

/** The same day twelve months later; 29 February becomes 28 February. */
export const twelveMonthsAfter = (date: string): string => {
  const year = Number(date.slice(0, 4)) + 1
  const month = Number(date.slice(5, 7))
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month))
  return `${year}-${date.slice(5, 7)}-${String(day).padStart(2, "0")}`
}

/** The simulator's member list: set up by the programme (fixtures, the demo, tests). */
export const registerPartnerMember = defineCommand<RegisterPartnerMember, Lookups>({
  schema: RegisterPartnerMember,
  decide: (c) => Effect.succeed([new PartnerMemberRegistered({ document: normalizePartnerDocument(c.document), status: c.status, role: c.role })])
})

/**
 * DESIGN §4.7: the partner's registration is active and of an accepted role, the document is no
 * other account's, and the wallet has the points and no debt. One multi-stream append: the
 * transfer, the wallet's debit and (the first time) the document's claim move together.
 */
export const transferPoints = defineCommand<TransferPoints, Lookups>({
  schema: TransferPoints,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      if (states.of(transfer(c.transferId)).exists) return yield* new TransferAlreadyExists({ transferId: c.transferId })
      const camp = yield* requireOpen(c.campaignId, states.of(campaign(c.campaignId)))
      if (ctx.now >= camp.endsAt) return yield* new TransferCampaignEnded({ campaignId: c.campaignId, ends: camp.ends })
      const who = yield* requireActive(c.userId, states.of(account(c.userId)))
      if (!states.of(registration(c.campaignId, c.userId)).registered) return yield* new NotRegistered({ campaignId: c.campaignId, userId: c.userId })

      const document = normalizePartnerDocument(c.partnerDocument)
      const member = states.of(partnerMember(document))
      if (!member.registered || member.status !== "active") return yield* new TransferInactiveRegistration({ document })
      if (!TRANSFER_ROLES.includes(member.role)) return yield* new TransferRoleNotAllowed({ document, role: member.role })
      if (member.claimedBy !== undefined && member.claimedBy !== c.userId) return yield* new TransferDocumentInUse({ document })

      const balance = balanceOf(states.of(wallet(c.campaignId, c.userId)))
      if (balance < 0) return yield* new TransferWalletInDebt({ balance })
      if (c.points <= 0 || c.points > balance) return yield* new TransferNoPoints({ points: c.points, balance })

      const redeemBy = twelveMonthsAfter(localDate(ctx.now, timeZoneOf(who.country)))
      return [
        new PointsTransferred({ transferId: c.transferId, userId: c.userId, campaignId: c.campaignId, points: c.points, partnerDocument: document, redeemBy }),
        new PointsDebited({ campaignId: c.campaignId, userId: c.userId, ref: c.transferId, points: c.points, reason: "transfer" }),
        ...(member.claimedBy === undefined ? [new PartnerDocumentClaimed({ document, userId: c.userId })] : [])
      ]
    })
})
