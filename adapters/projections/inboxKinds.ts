import type Database from "better-sqlite3"

/** One message of a learner's inbox, as an event makes it: `kind` names its text in the apps' catalogues (`inbox.kind.<kind>`). */
export interface InboxEntry {
  readonly userId: string
  readonly kind: string
  /** What it is about (a sale, an order, a course …), for a link. */
  readonly ref: string | null
  readonly params: Readonly<Record<string, string | number>>
}

/** Names the events carry only as ids, read from the read models the message is written beside. */
export interface InboxNames {
  readonly course: (courseId: string) => string | undefined
  readonly meetup: (meetupId: string) => string | undefined
  readonly reward: (orderId: string) => string | undefined
}

type Kind = (e: any, names: InboxNames) => InboxEntry | undefined

const named = (params: Record<string, string | number | undefined>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, string | number>

/**
 * What concerns a learner (DESIGN §4.7 "Inbox"), one entry per event type: another module adds a
 * message kind with one entry here (and its text in the learner's catalogues); an event without
 * one makes no message.
 */
export const inboxKinds: Readonly<Record<string, Kind>> = {
  SaleApproved: (e) => ({ userId: e.userId, kind: "sale.approved", ref: e.saleId, params: {} }),
  SaleReproved: (e) => ({ userId: e.userId, kind: "sale.reproved", ref: e.saleId, params: { reason: e.reason } }),
  PhotoApproved: (e) => ({ userId: e.userId, kind: "photo.approved", ref: e.photoId, params: { points: e.points } }),
  PhotoReproved: (e) => ({ userId: e.userId, kind: "photo.reproved", ref: e.photoId, params: { reason: e.reason } }),
  LevelUpApproved: (e) => ({ userId: e.userId, kind: "level.approved", ref: null, params: { level: e.toLevel } }),
  LevelUpRejected: (e) => ({ userId: e.userId, kind: "level.rejected", ref: null, params: { level: e.toLevel, reason: e.reason } }),
  OrderApproved: (e, n) => ({ userId: e.userId, kind: "order.approved", ref: e.orderId, params: named({ reward: n.reward(e.orderId) ?? e.orderId }) }),
  OrderShipped: (e, n) => ({ userId: e.userId, kind: "order.shipped", ref: e.orderId, params: named({ reward: n.reward(e.orderId) ?? e.orderId, tracking: e.trackingCode ?? "—" }) }),
  OrderDelivered: (e, n) => ({ userId: e.userId, kind: "order.delivered", ref: e.orderId, params: named({ reward: n.reward(e.orderId) ?? e.orderId }) }),
  OrderRejected: (e, n) => ({ userId: e.userId, kind: "order.rejected", ref: e.orderId, params: named({ reward: n.reward(e.orderId) ?? e.orderId, reason: e.reason }) }),
  Enrolled: (e, n) => (e.assigned ? { userId: e.userId, kind: "course.assigned", ref: e.courseId, params: { course: n.course(e.courseId) ?? e.courseId } } : undefined),
  CourseApproved: (e, n) => ({ userId: e.userId, kind: "course.approved", ref: e.courseId, params: { course: n.course(e.courseId) ?? e.courseId } }),
  CheckedIn: (e, n) => ({ userId: e.userId, kind: "meetup.checked_in", ref: e.meetupId, params: { meetup: n.meetup(e.meetupId) ?? e.meetupId } }),
  PointsTransferred: (e) => ({ userId: e.userId, kind: "transfer.sent", ref: e.transferId, params: { points: e.points, redeemBy: e.redeemBy } })
}

/** The names, from the read models projected before the inbox (adapters/projections/index.ts lists it last). */
export const inboxNames = (db: Database.Database): InboxNames => {
  const course = db.prepare<[string], string>("SELECT title FROM courses WHERE course_id = ?").pluck()
  const meetup = db.prepare<[string], string>("SELECT title FROM meetups WHERE meetup_id = ?").pluck()
  const reward = db.prepare<[string], string>("SELECT r.name FROM orders o JOIN rewards r ON r.reward_id = o.reward_id WHERE o.order_id = ?").pluck()
  return { course: (id) => course.get(id), meetup: (id) => meetup.get(id), reward: (id) => reward.get(id) }
}
