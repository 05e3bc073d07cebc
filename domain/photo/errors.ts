import { Schema } from "effect"

const S = Schema.String

export class PhotoTypeAlreadyExists extends Schema.TaggedError<PhotoTypeAlreadyExists>()("PhotoTypeAlreadyExists", { photoTypeId: S }) {
  get code() { return "photo.type_already_exists" as const }
}
export class PhotoTypeNotFound extends Schema.TaggedError<PhotoTypeNotFound>()("PhotoTypeNotFound", { photoTypeId: S }) {
  get code() { return "photo.type_not_found" as const }
}
export class PhotoAlreadyExists extends Schema.TaggedError<PhotoAlreadyExists>()("PhotoAlreadyExists", { photoId: S }) {
  get code() { return "photo.already_exists" as const }
}
export class PhotoNotFound extends Schema.TaggedError<PhotoNotFound>()("PhotoNotFound", { photoId: S }) {
  get code() { return "photo.not_found" as const }
}
/** Photos are sent while the campaign runs: from its first local day to the end of its last. */
export class PhotoCampaignNotRunning extends Schema.TaggedError<PhotoCampaignNotRunning>()("PhotoCampaignNotRunning", { campaignId: S, begins: S, ends: S }) {
  get code() { return "photo.campaign_not_running" as const }
}
export class PhotoNotRegistered extends Schema.TaggedError<PhotoNotRegistered>()("PhotoNotRegistered", { campaignId: S, userId: S }) {
  get code() { return "photo.not_registered" as const }
}
export class PhotoStoreNotRegistered extends Schema.TaggedError<PhotoStoreNotRegistered>()("PhotoStoreNotRegistered", { storeId: S }) {
  get code() { return "photo.store_not_registered" as const }
}
/** `reopensAt`: the next Monday 00:00 in the country's zone, as an ISO instant. */
export class PhotoAlreadySentThisWeek extends Schema.TaggedError<PhotoAlreadySentThisWeek>()("PhotoAlreadySentThisWeek", {
  storeId: S,
  photoType: S,
  week: S,
  reopensAt: S
}) {
  get code() { return "photo.already_sent_this_week" as const }
}
export class PhotoAlreadyAudited extends Schema.TaggedError<PhotoAlreadyAudited>()("PhotoAlreadyAudited", { photoId: S, status: S }) {
  get code() { return "photo.already_audited" as const }
}
