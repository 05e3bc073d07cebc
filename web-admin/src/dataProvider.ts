import simpleRestProvider from "ra-data-simple-rest"
import { HttpError, type DataProvider, type Identifier, type fetchUtils } from "react-admin"
import { ApiError, apiJson, authedFetch, idempotencyKey } from "./authedFetch.ts"
import type { SurveyResults } from "../../domain/api/surveys/admin.ts"
import type { LoungeView } from "../../domain/api/lounge/views.ts"

// ra-data-simple-rest's client over authedFetch: bearer, one refresh on 401, Accept-Language;
// an error keeps the server's localized `message` so react-admin's notification shows it.
const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers)
  headers.set("accept", "application/json")
  if (typeof options.body === "string") headers.set("content-type", "application/json")
  const res = await authedFetch(url, { method: options.method ?? "GET", headers, body: options.body ?? null })
  const body = await res.text()
  const json = body ? (JSON.parse(body) as { message?: string }) : undefined
  if (!res.ok) throw new HttpError(json?.message ?? res.statusText, res.status, json)
  return { status: res.status, headers: res.headers, body, json }
}

const base = "/api/admin"
const command = <A,>(path: string, payload?: unknown) =>
  apiJson<A>(`${base}/${path}`, {
    method: "POST",
    headers: { "idempotency-key": idempotencyKey() },
    body: JSON.stringify(payload ?? {})
  })
    .then((r) => ({ data: r.json }))
    .catch((e: unknown) => Promise.reject(e instanceof ApiError ? new HttpError(e.message, e.status, e.body) : e))

const read = <A,>(path: string) =>
  apiJson<A>(`${base}/${path}`)
    .then((r) => ({ data: r.json }))
    .catch((e: unknown) => Promise.reject(e instanceof ApiError ? new HttpError(e.message, e.status, e.body) : e))

export interface BulkResult { id: string; invoiceNumber?: string; ok: boolean; code?: string; message?: string }
export interface ReplayChange { userId: string; pointsDelta: number; xpDelta: number; levelBefore: number; levelAfter: number }
export interface ReplayWarning { kind: string; skus?: string[]; sales?: number; before?: number; after?: number }
export interface ReplayAnswer { campaignId: string; changed: ReplayChange[]; warnings: ReplayWarning[]; applied: number }
export interface CampaignWeek { week: number; begins: string; sales: number; points: number }
export interface Dashboard {
  pendingAudits: number
  pendingLevelUps: number
  campaigns: Array<{ id: string; name: string; country: string; begins: string; ends: string; currentWeek: number; weeks: CampaignWeek[] }>
  endingSoon: Array<{ id: string; name: string; country: string; ends: string; daysLeft: number }>
  endingWithinDays: number
}
export interface Consequences {
  open: { stores: number; pointsTableRows: number }
  close: { participants: number; expiringWallets: number; expiringPoints: number; fallingUsers: number; cancelledLevelUps: number; awaitingAudit: number }
}
export interface PointsRow { sku: string; pointsPerUnit: number }
export type LoungeLive = typeof LoungeView.Type

const id = (x: Identifier) => encodeURIComponent(String(x))

/** The command routes (DESIGN §5.3) as custom methods, called with useMutation (react-admin demo). */
export const dataProvider = {
  ...simpleRestProvider(base, httpClient, "Content-Range"),
  approveSale: (saleId: Identifier) => command(`sales/${id(saleId)}/approve`),
  reproveSale: (saleId: Identifier, reason: string) => command(`sales/${id(saleId)}/reprove`, { reason }),
  approveSales: (ids: Identifier[]) => command<BulkResult[]>("sales/approve", { ids }),
  reproveSales: (ids: Identifier[], reason: string) => command<BulkResult[]>("sales/reprove", { ids, reason }),
  approveLevelUp: (userId: string) => command(`level-ups/${id(userId)}/approve`),
  rejectLevelUp: (userId: string, reason: string) => command(`level-ups/${id(userId)}/reject`, { reason }),
  approveAccount: (userId: Identifier) => command(`accounts/${id(userId)}/approve`),
  blockAccount: (userId: Identifier, reason: string) => command(`accounts/${id(userId)}/block`, { reason }),
  unblockAccount: (userId: Identifier) => command(`accounts/${id(userId)}/unblock`),
  openCampaign: (campaignId: Identifier) => command(`campaigns/${id(campaignId)}/open`),
  closeCampaign: (campaignId: Identifier) => command(`campaigns/${id(campaignId)}/close`),
  enrollStore: (campaignId: Identifier, storeId: string) => command(`campaigns/${id(campaignId)}/stores`, { storeId }),
  replayCampaign: (campaignId: Identifier, body: { pointsTable?: PointsRow[]; apply?: boolean; reason?: string; force?: boolean }) =>
    command<ReplayAnswer>(`campaigns/${id(campaignId)}/replay`, body),
  dashboard: () => read<Dashboard>("dashboard"),
  consequences: (campaignId: Identifier) => read<Consequences>(`campaigns/${id(campaignId)}/consequences`),
  adjustPoints: (body: { userId: string; campaignId: string; points: number; reason: string }) => command("wallets/adjust", body),
  rejectSignUp: (userId: Identifier, reason: string) => command(`accounts/${id(userId)}/reject`, { reason }),
  eraseAccount: (userId: Identifier, fullName: string) => command(`accounts/${id(userId)}/erase`, { fullName }),
  restockReward: (rewardId: Identifier, quantity: number) => command(`rewards/${id(rewardId)}/restock`, { quantity }),
  withdrawReward: (rewardId: Identifier) => command(`rewards/${id(rewardId)}/withdraw`),
  publishNews: (newsId: Identifier) => command(`news/${id(newsId)}/publish`),
  unpublishNews: (newsId: Identifier) => command(`news/${id(newsId)}/unpublish`),
  approveOrder: (orderId: Identifier) => command(`orders/${id(orderId)}/approve`),
  shipOrder: (orderId: Identifier, trackingCode: string) => command(`orders/${id(orderId)}/ship`, trackingCode ? { trackingCode } : {}),
  deliverOrder: (orderId: Identifier) => command(`orders/${id(orderId)}/deliver`),
  rejectOrder: (orderId: Identifier, reason: string) => command(`orders/${id(orderId)}/reject`, { reason }),
  approveOrders: (ids: Identifier[]) => command<BulkResult[]>("orders/approve", { ids }),
  shipOrders: (ids: Identifier[]) => command<BulkResult[]>("orders/ship", { ids }),
  approvePhoto: (photoId: Identifier) => command(`photos/${id(photoId)}/approve`),
  reprovePhoto: (photoId: Identifier, reason: string) => command(`photos/${id(photoId)}/reprove`, { reason }),
  approvePhotos: (ids: Identifier[]) => command<BulkResult[]>("photos/approve", { ids }),
  /** A new check-in code drawn by the server; the previous one stays valid until the next. */
  rotateCheckInCode: (meetupId: Identifier) => command<{ id: string; code: string | null }>(`meetups/${id(meetupId)}/code`),
  publishSurvey: (surveyId: Identifier) => command(`surveys/${id(surveyId)}/publish`),
  unpublishSurvey: (surveyId: Identifier) => command(`surveys/${id(surveyId)}/unpublish`),
  /** Counts per option and the texts written: the survey's owners and permitted admins only. */
  surveyResults: (surveyId: Identifier) => read<typeof SurveyResults.Type>(`surveys/${id(surveyId)}/results`),
  /** Forum moderation (DESIGN §4.10); a post's id is `<topicId>:<postId>`. */
  closeForumTopic: (topicId: Identifier) => command(`forum-topics/${id(topicId)}/close`),
  reopenForumTopic: (topicId: Identifier) => command(`forum-topics/${id(topicId)}/reopen`),
  removeForumPost: (postId: Identifier, reason: string) => command(`forum-posts/${id(postId)}/remove`, reason ? { reason } : {}),
  publishCourse: (courseId: Identifier) => command(`courses/${id(courseId)}/publish`),
  archiveCourse: (courseId: Identifier) => command(`courses/${id(courseId)}/archive`),
  /** Assigns one learner to a course; the console's bulk assignment calls it once per learner. */
  enrolUser: (courseId: Identifier, userId: string) => command(`courses/${id(courseId)}/enrolments`, { userId }),
  unenrolUser: (enrolmentId: Identifier) => command(`enrolments/${id(enrolmentId)}/unenrol`),
  publishPlaylist: (playlistId: Identifier) => command(`playlists/${id(playlistId)}/publish`),
  unpublishPlaylist: (playlistId: Identifier) => command(`playlists/${id(playlistId)}/unpublish`),
  removeLibraryFile: (libraryFileId: Identifier) => command(`library-files/${id(libraryFileId)}/remove`),
  /** The webinar lounge (DESIGN §4.9): the instructor's live view and moderation; a line's id is `<classId>:<messageId>`. */
  loungeLive: (classId: Identifier) => read<LoungeLive>(`lounges/${id(classId)}/live`),
  closeLounge: (classId: Identifier) => command(`lounges/${id(classId)}/close`),
  blockLoungeLearner: (classId: Identifier, learnerId: string) => command(`lounges/${id(classId)}/block`, { learnerId }),
  hideLoungeMessage: (lineId: Identifier) => command(`lounge-messages/${id(lineId)}/hide`),
  hideLoungeQuestion: (questionId: Identifier) => command(`lounge-questions/${id(questionId)}/hide`),
  answerLoungeQuestion: (questionId: Identifier, answer: string) => command(`lounge-questions/${id(questionId)}/answer`, { answer }),
  /** Classes (DESIGN §4.9): an admin on their country's, an instructor on their own. */
  moveClass: (classId: Identifier, to: string) => command(`classes/${id(classId)}/move`, { to }),
  validatePresence: (classId: Identifier, userId: string) => command(`classes/${id(classId)}/presence`, { userId }),
  unlockClassActivity: (classId: Identifier, activityId: string) => command(`classes/${id(classId)}/unlock`, { activityId })
} satisfies DataProvider

export type VitrineDataProvider = typeof dataProvider
