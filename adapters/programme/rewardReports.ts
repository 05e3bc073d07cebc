import type Database from "better-sqlite3"
import { pageWindow, type Page } from "./reports.ts"

/** DESIGN §6's `report orders` and `report rewards` contracts: external tools read these fields exactly. */
export interface OrderRow {
  readonly orderId: string
  readonly userId: string
  readonly campaignId: string
  readonly rewardId: string
  readonly quantity: number
  readonly points: number
  readonly status: string
}

export interface RewardRow {
  readonly rewardId: string
  readonly stock: number
  /** Units in orders that are not rejected. */
  readonly ordered: number
}

const ordersSql = `SELECT order_id AS orderId, user_id AS userId, campaign_id AS campaignId, reward_id AS rewardId, quantity, points, status
       FROM orders WHERE @campaign IS NULL OR campaign_id = @campaign ORDER BY placed_at, order_id LIMIT @limit OFFSET @offset`

const rewardsSql = "SELECT reward_id AS rewardId, stock, ordered FROM rewards ORDER BY reward_id LIMIT ? OFFSET ?"

const window = (page: Page) => {
  const [limit, offset] = pageWindow(page)
  return { limit, offset }
}

/** Every order (one campaign's when given), in the order they were placed, streamed. */
export const eachOrder = (db: Database.Database, campaignId: string | undefined, page: Page = {}): IterableIterator<OrderRow> =>
  db.prepare(ordersSql).iterate({ campaign: campaignId ?? null, ...window(page) }) as IterableIterator<OrderRow>

export const eachReward = (db: Database.Database, page: Page = {}): IterableIterator<RewardRow> =>
  db.prepare(rewardsSql).iterate(...pageWindow(page)) as IterableIterator<RewardRow>

export const orderReportSize = (db: Database.Database, campaignId: string | undefined): number =>
  (db.prepare("SELECT count(*) AS n FROM orders WHERE @campaign IS NULL OR campaign_id = @campaign").get({ campaign: campaignId ?? null }) as { n: number }).n

export const rewardReportSize = (db: Database.Database): number => (db.prepare("SELECT count(*) AS n FROM rewards").get() as { n: number }).n
