import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { requireActive } from "../account/guards.ts"
import { account } from "../account/aggregate.ts"
import { PHOTO_PREFIX, requireCampaign, requireOpen } from "../campaign/guards.ts"
import { campaign } from "../campaign/aggregate.ts"
import { level } from "../level/aggregate.ts"
import { store } from "../reference/state.ts"
import { registration } from "../registration/state.ts"
import { timeZoneOf } from "../rules/countries.ts"
import { creditedPoints } from "../rules/points.ts"
import { nextWeekStartsAt, weekAt } from "../rules/weeks.ts"
import { PointsCredited, PointsExpired } from "../wallet/events.ts"
import { ApprovePhoto, CreatePhotoType, ReprovePhoto, UploadPhoto } from "./commands.ts"
import {
  PhotoAlreadyAudited,
  PhotoAlreadyExists,
  PhotoAlreadySentThisWeek,
  PhotoCampaignNotRunning,
  PhotoNotFound,
  PhotoNotRegistered,
  PhotoStoreNotRegistered,
  PhotoTypeAlreadyExists,
  PhotoTypeNotFound
} from "./errors.ts"
import { PhotoApproved, PhotoReproved, PhotoSlotFreed, PhotoSlotTaken, PhotoTypeCreated, PhotoUploaded } from "./events.ts"
import { photo, photoSlot, photoType, type PhotoState } from "./state.ts"

/** The points-table key of a photo type: campaigns list photo points next to SKUs (DESIGN §4.7). */
export const photoKey = (photoTypeId: string): string => `${PHOTO_PREFIX}${photoTypeId}`

export const createPhotoType = defineCommand<CreatePhotoType, Lookups>({
  schema: CreatePhotoType,
  decide: (c, states) =>
    states.of(photoType(c.photoTypeId)) !== undefined
      ? Effect.fail(new PhotoTypeAlreadyExists({ photoTypeId: c.photoTypeId }))
      : Effect.succeed([new PhotoTypeCreated({ photoTypeId: c.photoTypeId, name: c.name })])
})

/**
 * A store photo: by a learner registered in the running campaign with that store, and only if
 * no photo of that type for that store (from anyone) awaits approval or was approved this week,
 * Monday to Sunday in the campaign country's zone. The slot's own stream makes it one per week
 * even when two learners send at once.
 */
export const uploadPhoto = defineCommand<UploadPhoto, Lookups>({
  schema: UploadPhoto,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      if (states.of(photo(c.photoId)).exists) return yield* new PhotoAlreadyExists({ photoId: c.photoId })
      if (states.of(photoType(c.photoType)) === undefined) return yield* new PhotoTypeNotFound({ photoTypeId: c.photoType })
      const camp = yield* requireOpen(c.campaignId, states.of(campaign(c.campaignId)))
      if (ctx.now < camp.startsAt || ctx.now >= camp.endsAt) {
        return yield* new PhotoCampaignNotRunning({ campaignId: c.campaignId, begins: camp.begins, ends: camp.ends })
      }
      yield* requireActive(c.userId, states.of(account(c.userId)))
      const reg = states.of(registration(c.campaignId, c.userId))
      if (!reg.registered) return yield* new PhotoNotRegistered({ campaignId: c.campaignId, userId: c.userId })
      if (!reg.storeIds.has(c.storeId)) return yield* new PhotoStoreNotRegistered({ storeId: c.storeId })

      const zone = timeZoneOf(camp.country)
      const week = weekAt(ctx.now, zone)
      if (states.of(photoSlot(c.storeId, c.photoType, week)).holder !== undefined) {
        const reopensAt = new Date(nextWeekStartsAt(ctx.now, zone)).toISOString()
        return yield* new PhotoAlreadySentThisWeek({ storeId: c.storeId, photoType: c.photoType, week, reopensAt })
      }
      const slot = { storeId: c.storeId, photoType: c.photoType, week, photoId: c.photoId }
      return [
        new PhotoUploaded({
          photoId: c.photoId,
          userId: c.userId,
          campaignId: c.campaignId,
          storeId: c.storeId,
          chainId: states.of(store(c.storeId))?.chainId ?? "",
          photoType: c.photoType,
          ...(c.fileId !== undefined ? { fileId: c.fileId } : {}),
          week
        }),
        new PhotoSlotTaken(slot)
      ]
    })
})

const requireAwaiting = (photoId: string, s: PhotoState) =>
  !s.exists
    ? Effect.fail(new PhotoNotFound({ photoId }))
    : s.status !== "awaiting_approval"
      ? Effect.fail(new PhotoAlreadyAudited({ photoId, status: s.status }))
      : Effect.succeed(s)

/**
 * Approval credits the campaign's `photo:<type>` points times the multiplier of the level held
 * now, confirmed at once (there is nothing left to audit) and with no XP. A photo approved after
 * its campaign closed credits into an expired wallet: the points expire with it, as a refund's do.
 */
export const approvePhoto = defineCommand<ApprovePhoto, Lookups>({
  schema: ApprovePhoto,
  decide: (c, states) =>
    Effect.gen(function* () {
      const p = yield* requireAwaiting(c.photoId, states.of(photo(c.photoId)))
      const camp = yield* requireCampaign(p.campaignId, states.of(campaign(p.campaignId)))
      const base = camp.pointsTable.get(photoKey(p.photoType)) ?? 0
      const points = base > 0 ? creditedPoints(base, states.of(level(p.userId)).level) : 0
      const ids = { campaignId: p.campaignId, userId: p.userId }
      const approved = new PhotoApproved({ photoId: c.photoId, ...ids, points })
      if (points === 0) return [approved]
      const credit = new PointsCredited({ ...ids, source: "photo", ref: c.photoId, points, provisional: false })
      return camp.status === "closed" ? [approved, credit, new PointsExpired({ ...ids, points })] : [approved, credit]
    })
})

/** Reproval frees the store's slot of that week; the photo earned nothing, so nothing is reversed. */
export const reprovePhoto = defineCommand<ReprovePhoto, Lookups>({
  schema: ReprovePhoto,
  decide: (c, states) =>
    Effect.gen(function* () {
      const p = yield* requireAwaiting(c.photoId, states.of(photo(c.photoId)))
      return [
        new PhotoReproved({ photoId: c.photoId, campaignId: p.campaignId, userId: p.userId, reason: c.reason }),
        new PhotoSlotFreed({ storeId: p.storeId, photoType: p.photoType, week: p.week, photoId: c.photoId })
      ]
    })
})
