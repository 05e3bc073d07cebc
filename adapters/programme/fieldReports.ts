import type Database from "better-sqlite3"
import type { Page } from "./reports.ts"
import { pageWindow } from "./reports.ts"

/** DESIGN §6 `report photos`: `photoId, userId, storeId, photoType, week, status, points`. */
export interface PhotoRow {
  readonly photoId: string
  readonly userId: string
  readonly storeId: string
  readonly photoType: string
  readonly week: string
  readonly status: string
  readonly points: number
}

/** DESIGN §6 `report checkins`: `userId, checkedInAt`. */
export interface CheckInRow {
  readonly userId: string
  readonly checkedInAt: string
}

const photosSql = `SELECT photo_id AS photoId, user_id AS userId, store_id AS storeId, photo_type AS photoType, week, status, points
       FROM store_photos WHERE @campaign IS NULL OR campaign_id = @campaign ORDER BY uploaded_at, photo_id LIMIT @limit OFFSET @offset`

/** Every store photo (of one campaign when named), in the order they were sent. */
export const eachPhoto = (db: Database.Database, campaignId: string | undefined, page: Page = {}): IterableIterator<PhotoRow> => {
  const [limit, offset] = pageWindow(page)
  return db.prepare(photosSql).iterate({ campaign: campaignId ?? null, limit, offset }) as IterableIterator<PhotoRow>
}

export const photoCount = (db: Database.Database, campaignId: string | undefined): number =>
  db.prepare<{ campaign: string | null }, number>("SELECT count(*) FROM store_photos WHERE @campaign IS NULL OR campaign_id = @campaign").pluck().get({ campaign: campaignId ?? null }) ?? 0

/** A meetup's check-ins, first arrival first. */
export const eachCheckIn = (db: Database.Database, meetupId: string, page: Page = {}): IterableIterator<CheckInRow> =>
  db
    .prepare("SELECT user_id AS userId, checked_in_at AS checkedInAt FROM check_ins WHERE meetup_id = ? ORDER BY checked_in_at, user_id LIMIT ? OFFSET ?")
    .iterate(meetupId, ...pageWindow(page)) as IterableIterator<CheckInRow>

export const checkInCount = (db: Database.Database, meetupId: string): number =>
  db.prepare<[string], number>("SELECT count(*) FROM check_ins WHERE meetup_id = ?").pluck().get(meetupId) ?? 0

export const meetupExists = (db: Database.Database, meetupId: string): boolean => db.prepare("SELECT 1 FROM meetups WHERE meetup_id = ?").get(meetupId) !== undefined

/** DESIGN §6 `report transfers`: `transferId, userId, campaignId, points, status, redeemBy`. */
export interface TransferRow {
  readonly transferId: string
  readonly userId: string
  readonly campaignId: string
  readonly points: number
  readonly status: string
  readonly redeemBy: string
}

/** Every partner transfer (of one campaign when named), in the order they were made. */
export const eachTransfer = (db: Database.Database, campaignId: string | undefined, page: Page = {}): IterableIterator<TransferRow> => {
  const [limit, offset] = pageWindow(page)
  return db
    .prepare(
      `SELECT transfer_id AS transferId, user_id AS userId, campaign_id AS campaignId, points, status, redeem_by AS redeemBy
       FROM transfers WHERE @campaign IS NULL OR campaign_id = @campaign ORDER BY transferred_at, transfer_id LIMIT @limit OFFSET @offset`
    )
    .iterate({ campaign: campaignId ?? null, limit, offset }) as IterableIterator<TransferRow>
}

export const transferCount = (db: Database.Database, campaignId: string | undefined): number =>
  db.prepare<{ campaign: string | null }, number>("SELECT count(*) FROM transfers WHERE @campaign IS NULL OR campaign_id = @campaign").pluck().get({ campaign: campaignId ?? null }) ?? 0
