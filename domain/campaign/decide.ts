import { Effect } from "effect"
import { defineCommand, type Tagged } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { account } from "../account/aggregate.ts"
import { LevelFell, LevelUpRequestCancelled } from "../level/events.ts"
import { keepOf } from "../level/policy.ts"
import { campaignXpOf } from "../level/state.ts"
import { level } from "../level/aggregate.ts"
import { UnknownReference } from "../reference/errors.ts"
import { store } from "../reference/state.ts"
import type { Level } from "../rules/points.ts"
import { PointsExpired } from "../wallet/events.ts"
import { balanceOf } from "../wallet/state.ts"
import { wallet } from "../wallet/aggregate.ts"
import { CloseCampaign, DraftCampaign, EnrollStore, OpenCampaign, SetPointsTable } from "./commands.ts"
import {
  CampaignAlreadyExists,
  CampaignClosedError,
  CampaignNotDraft,
  CampaignNotOpen,
  CampaignsOverlap,
  CampaignStillRunning,
  EmptyPointsTable,
  InvalidCampaignDates,
  InvalidLevelThresholds,
  NoParticipatingStores,
  PointsTableLocked,
  PreviousCampaignNotClosed,
  StoreAlreadyEnrolled,
  StoreInAnotherCountry
} from "./errors.ts"
import { CampaignClosed, CampaignDrafted, CampaignOpened, PointsTableSet, StoreEnrolled, type LevelThresholds, type PointsRow } from "./events.ts"
import { checkPointsTable, requireCampaign } from "./guards.ts"
import { campaign } from "./aggregate.ts"

const validLevels = (l: LevelThresholds): boolean =>
  l.creator.reach < l.influencer.reach && l.creator.keep <= l.creator.reach && l.influencer.keep <= l.influencer.reach

export const draftCampaign = defineCommand<DraftCampaign, Lookups>({
  schema: DraftCampaign,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      if (states.of(campaign(c.campaignId)).exists) return yield* new CampaignAlreadyExists({ campaignId: c.campaignId })
      if (c.begins > c.ends) return yield* new InvalidCampaignDates({ begins: c.begins, ends: c.ends })
      const other = ctx.lookups.campaignsOf(c.country).find((o) => o.campaignId !== c.campaignId && o.begins <= c.ends && c.begins <= o.ends)
      if (other) return yield* new CampaignsOverlap({ campaignId: c.campaignId, otherCampaignId: other.campaignId })
      if (!validLevels(c.levels)) return yield* new InvalidLevelThresholds({})
      yield* checkPointsTable(c.pointsTable, states)
      const { _tag, categoryCaps, ...fields } = c
      return [new CampaignDrafted({ ...fields, categoryCaps: categoryCaps ?? {} })]
    })
})

/** The points table is fixed once the campaign opens: corrections go through replay. */
export const setPointsTable = defineCommand<SetPointsTable, Lookups>({
  schema: SetPointsTable,
  decide: (c, states) =>
    Effect.gen(function* () {
      const camp = yield* requireCampaign(c.campaignId, states.of(campaign(c.campaignId)))
      // Its own code, so the admin is told to correct points by replay rather than by editing.
      if (camp.status !== "draft") return yield* new PointsTableLocked({ campaignId: c.campaignId })
      yield* checkPointsTable(c.pointsTable, states)
      return [new PointsTableSet({ campaignId: c.campaignId, pointsTable: c.pointsTable })]
    })
})

export const enrollStore = defineCommand<EnrollStore, Lookups>({
  schema: EnrollStore,
  decide: (c, states) =>
    Effect.gen(function* () {
      const camp = yield* requireCampaign(c.campaignId, states.of(campaign(c.campaignId)))
      if (camp.status === "closed") return yield* new CampaignClosedError({ campaignId: c.campaignId })
      const s = states.of(store(c.storeId))
      if (!s) return yield* new UnknownReference({ kind: "store", id: c.storeId })
      if (s.country !== camp.country) return yield* new StoreInAnotherCountry({ storeId: c.storeId, country: s.country })
      if (camp.stores.has(c.storeId)) return yield* new StoreAlreadyEnrolled({ campaignId: c.campaignId, storeId: c.storeId })
      return [new StoreEnrolled({ campaignId: c.campaignId, storeId: c.storeId })]
    })
})

/**
 * Campaigns of a country run in sequence (DESIGN §4.2): an earlier campaign still open (or a
 * draft) would close later, so its level falls would land in the middle of this one.
 */
export const openCampaign = defineCommand<OpenCampaign, Lookups>({
  schema: OpenCampaign,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const camp = yield* requireCampaign(c.campaignId, states.of(campaign(c.campaignId)))
      if (camp.status !== "draft") return yield* new CampaignNotDraft({ campaignId: c.campaignId, status: camp.status })
      const previous = ctx.lookups
        .campaignsOf(camp.country)
        .filter((o) => o.campaignId !== c.campaignId && o.begins < camp.begins && o.status !== "closed")
        .sort((a, b) => (a.begins < b.begins ? -1 : 1))[0]
      if (previous) return yield* new PreviousCampaignNotClosed({ campaignId: c.campaignId, previousCampaignId: previous.campaignId })
      if (camp.pointsTable.size === 0) return yield* new EmptyPointsTable({ campaignId: c.campaignId })
      if (camp.stores.size === 0) return yield* new NoParticipatingStores({ campaignId: c.campaignId })
      return [new CampaignOpened({ campaignId: c.campaignId })]
    })
})

/**
 * Closing is one command whose effects are all events: every remaining balance expires, and
 * every level 2–3 user of the country whose campaign XP (zero if not registered) is below the
 * level's keep-minimum falls one level, effective for the next campaign; a fall cancels the
 * user's pending level-up request.
 */
export const closeCampaign = defineCommand<CloseCampaign, Lookups>({
  schema: CloseCampaign,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const camp = yield* requireCampaign(c.campaignId, states.of(campaign(c.campaignId)))
      if (camp.status !== "open") return yield* new CampaignNotOpen({ campaignId: c.campaignId, status: camp.status })
      if (ctx.now < camp.endsAt) return yield* new CampaignStillRunning({ campaignId: c.campaignId, ends: camp.ends })
      const events: Array<Tagged> = [new CampaignClosed({ campaignId: c.campaignId })]
      for (const userId of ctx.lookups.participants(c.campaignId)) {
        const balance = balanceOf(states.of(wallet(c.campaignId, userId)))
        if (balance > 0) events.push(new PointsExpired({ campaignId: c.campaignId, userId, points: balance }))
      }
      for (const userId of ctx.lookups.membersAtOrAbove(camp.country, 2)) {
        const who = states.of(account(userId))
        if (!who.exists || who.country !== camp.country) continue
        const member = states.of(level(userId))
        if (member.level < 2) continue
        const xp = campaignXpOf(member, c.campaignId)
        // Judged on this campaign's XP only: total XP earned in earlier campaigns keeps nothing.
        if (xp < keepOf(camp.levels, member.level)) {
          events.push(
            new LevelFell({ userId, campaignId: c.campaignId, fromLevel: member.level, toLevel: (member.level - 1) as Level, campaignXp: xp })
          )
          // A request asks for the level above the one held: after a fall it would skip a step.
          const pending = member.pending
          if (pending) events.push(new LevelUpRequestCancelled({ userId, campaignId: pending.campaignId, toLevel: pending.toLevel, reason: "level.fell" }))
        }
      }
      return events
    })
})
