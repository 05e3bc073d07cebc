import { Schema } from "effect"

/** One week of a campaign (week 1 starts on its first day): sales reported for it and their points. */
export const CampaignWeek = Schema.Struct({ week: Schema.Number, begins: Schema.String, sales: Schema.Number, points: Schema.Number })

/** A running campaign on the dashboard: its weeks so far and the current one. */
export const DashboardCampaign = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  country: Schema.String,
  begins: Schema.String,
  ends: Schema.String,
  /** The campaign's week that holds today in its country (0 before it starts). */
  currentWeek: Schema.Number,
  weeks: Schema.Array(CampaignWeek)
})

/**
 * `GET /api/admin/dashboard`: the admin's country (all for a superuser), read from the read models:
 * the audit and level-up queues, each open campaign's weeks, and the open campaigns ending within
 * `endingWithinDays` days.
 */
export const Dashboard = Schema.Struct({
  pendingAudits: Schema.Number,
  pendingLevelUps: Schema.Number,
  campaigns: Schema.Array(DashboardCampaign),
  endingSoon: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String, country: Schema.String, ends: Schema.String, daysLeft: Schema.Number })),
  endingWithinDays: Schema.Number
}).annotate({ identifier: "Dashboard" })

/**
 * `GET /api/admin/campaigns/:id/consequences`: what opening or closing the campaign would do now,
 * counted from the read models by the domain's own rules (DESIGN §4.2, §4.4, §4.5), for the
 * console's confirmation.
 */
export const CampaignConsequences = Schema.Struct({
  campaignId: Schema.String,
  status: Schema.String,
  open: Schema.Struct({ stores: Schema.Number, pointsTableRows: Schema.Number }),
  close: Schema.Struct({
    participants: Schema.Number,
    /** Wallets with a positive balance: it expires (`PointsExpired`). */
    expiringWallets: Schema.Number,
    expiringPoints: Schema.Number,
    /** Level 2–3 users of the country below the keep-minimum on this campaign's XP: one level down. */
    fallingUsers: Schema.Number,
    /** Of those, the ones whose pending level-up request the fall cancels. */
    cancelledLevelUps: Schema.Number,
    /** Sales still awaiting audit: their XP counts at the close. */
    awaitingAudit: Schema.Number
  })
}).annotate({ identifier: "CampaignConsequences" })
