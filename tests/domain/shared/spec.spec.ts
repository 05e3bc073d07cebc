import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { codec } from "../../../domain/programme.ts"
import type { Lookups } from "../../../domain/lookups.ts"
import { given } from "../../../domain/shared/spec.ts"
import { DebitPoints } from "../../../domain/wallet/commands.ts"
import { debitPoints } from "../../../domain/wallet/decide.ts"
import { PointsCredited, PointsDebited } from "../../../domain/wallet/events.ts"
import { CampaignDrafted, CampaignOpened } from "../../../domain/campaign/events.ts"
import { RegisteredForCampaign } from "../../../domain/registration/events.ts"
import { CloseCampaign } from "../../../domain/campaign/commands.ts"
import { closeCampaign } from "../../../domain/campaign/decide.ts"

const noLookups = {} as Lookups
const camp = [
  new CampaignDrafted({
    campaignId: "C1", name: "Campanha", country: "BR", begins: "2026-01-05", ends: "2026-03-20",
    pointsTable: [{ sku: "NB-100", pointsPerUnit: 125 }], levels: { creator: { reach: 1000, keep: 500 }, influencer: { reach: 3000, keep: 1500 } }, categoryCaps: {}
  }),
  new CampaignOpened({ campaignId: "C1" }),
  new RegisteredForCampaign({ campaignId: "C1", userId: "u1", agencyId: "ag1", brandIds: ["acme"], storeIds: ["st1"], chainIds: ["ch1"] })
]
const credit = new PointsCredited({ campaignId: "C1", userId: "u1", source: "sale", ref: "s1", points: 250, provisional: true })
const debit = (points: number) => new DebitPoints({ campaignId: "C1", userId: "u1", ref: "o1", points, reason: "redemption" })

describe("the pure given/when/then helper", () => {
  it.effect("decides a debit the balance covers", () =>
    Effect.gen(function* () {
      const then = yield* given(codec, ...camp, credit).when(debitPoints, debit(250), { lookups: noLookups })
      expect(then).toEqual({ events: [new PointsDebited({ campaignId: "C1", userId: "u1", ref: "o1", points: 250, reason: "redemption" })] })
    })
  )

  it.effect("answers the code of a debit the balance does not cover", () =>
    Effect.gen(function* () {
      const then = yield* given(codec, ...camp, credit).when(debitPoints, debit(251), { lookups: noLookups })
      expect(then).toMatchObject({ code: "wallet.insufficient_balance" })
    })
  )

  it.effect("reads business time from the Clock: close is refused until the campaign's last day has ended", () =>
    Effect.gen(function* () {
      const lookups = { participants: () => [], membersAtOrAbove: () => [] } as unknown as Lookups
      yield* TestClock.setTime(Date.parse("2026-03-20T23:59:59-03:00"))
      expect(yield* given(codec, ...camp).when(closeCampaign, new CloseCampaign({ campaignId: "C1" }), { lookups })).toMatchObject({ code: "campaign.still_running" })
      yield* TestClock.setTime(Date.parse("2026-03-21T00:00:00-03:00"))
      expect(yield* given(codec, ...camp).when(closeCampaign, new CloseCampaign({ campaignId: "C1" }), { lookups })).toMatchObject({ events: [{ _tag: "CampaignClosed" }] })
    })
  )
})
