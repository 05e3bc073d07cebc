/** One message of a learner's inbox, as an event makes it: `kind` names its text in the apps' catalogues (`inbox.kind.<kind>`). */
export interface InboxEntry {
  readonly userId: string
  readonly kind: string
  /** What it is about (a sale, an order, a course …), for a link. */
  readonly ref: string | null
  readonly params: Readonly<Record<string, string | number>>
  /** A param read from a read model when the message is written (a course's title …), the id itself if none. */
  readonly named?: { readonly param: string; readonly of: keyof typeof nameSources; readonly id: string }
}

/**
 * Where a named param is read: SQL answering the name for an id. The read runs inside the insert
 * (projections only write: a rebuild's scan runs apart from the database), against the read
 * models projected before the inbox (adapters/projections/index.ts lists it after them).
 */
export const nameSources = {
  course: "SELECT title FROM courses WHERE course_id = ?",
  meetup: "SELECT title FROM meetups WHERE meetup_id = ?",
  reward: "SELECT r.name FROM orders o JOIN rewards r ON r.reward_id = o.reward_id WHERE o.order_id = ?"
} as const

type Kind = (e: any) => InboxEntry | undefined

const order = (e: { userId: string; orderId: string }) => ({ userId: e.userId, ref: e.orderId, named: { param: "reward", of: "reward" as const, id: e.orderId } })

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
  OrderApproved: (e) => ({ ...order(e), kind: "order.approved", params: {} }),
  OrderShipped: (e) => ({ ...order(e), kind: "order.shipped", params: { tracking: e.trackingCode ?? "—" } }),
  OrderDelivered: (e) => ({ ...order(e), kind: "order.delivered", params: {} }),
  OrderRejected: (e) => ({ ...order(e), kind: "order.rejected", params: { reason: e.reason } }),
  Enrolled: (e) => (e.assigned ? { userId: e.userId, kind: "course.assigned", ref: e.courseId, params: {}, named: { param: "course", of: "course", id: e.courseId } } : undefined),
  CourseApproved: (e) => ({ userId: e.userId, kind: "course.approved", ref: e.courseId, params: {}, named: { param: "course", of: "course", id: e.courseId } }),
  CheckedIn: (e) => ({ userId: e.userId, kind: "meetup.checked_in", ref: e.meetupId, params: {}, named: { param: "meetup", of: "meetup", id: e.meetupId } }),
  // A reply to my topic by someone else; my own replies tell me nothing new.
  ReplyPosted: (e) => (e.userId === e.topicAuthorId ? undefined : { userId: e.topicAuthorId, kind: "forum.reply", ref: e.topicId, params: { topic: e.topicTitle, courseId: e.courseId } }),
  PointsTransferred: (e) => ({ userId: e.userId, kind: "transfer.sent", ref: e.transferId, params: { points: e.points, redeemBy: e.redeemBy } })
}
