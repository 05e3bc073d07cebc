import { Schema } from "effect"
import { Id, Text } from "../shared/schemas.ts"

export class PhotoTypeCreated extends Schema.TaggedClass<PhotoTypeCreated>()("PhotoTypeCreated", { photoTypeId: Id, name: Text }) {}

/** `week` is the ISO week in the campaign country's zone when sent: the slot it took. */
export class PhotoUploaded extends Schema.TaggedClass<PhotoUploaded>()("PhotoUploaded", {
  photoId: Id,
  userId: Id,
  campaignId: Id,
  storeId: Id,
  chainId: Id,
  photoType: Id,
  fileId: Schema.optionalKey(Id),
  week: Schema.String
}) {}

/** `points`: what the approval credited (0 when the points table has no `photo:<type>` entry). */
export class PhotoApproved extends Schema.TaggedClass<PhotoApproved>()("PhotoApproved", {
  photoId: Id,
  campaignId: Id,
  userId: Id,
  points: Schema.Int
}) {}

export class PhotoReproved extends Schema.TaggedClass<PhotoReproved>()("PhotoReproved", { photoId: Id, campaignId: Id, userId: Id, reason: Text }) {}

/**
 * A store's weekly slot for one photo type, taken by a photo and freed by its reproval: its own
 * stream, so two learners sending the same store's photo at once cannot both take it.
 */
export class PhotoSlotTaken extends Schema.TaggedClass<PhotoSlotTaken>()("PhotoSlotTaken", { storeId: Id, photoType: Id, week: Schema.String, photoId: Id }) {}

export class PhotoSlotFreed extends Schema.TaggedClass<PhotoSlotFreed>()("PhotoSlotFreed", { storeId: Id, photoType: Id, week: Schema.String, photoId: Id }) {}

export type PhotoEvent = PhotoUploaded | PhotoApproved | PhotoReproved
export type PhotoSlotEvent = PhotoSlotTaken | PhotoSlotFreed
