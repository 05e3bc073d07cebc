import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { Id } from "../../shared/schemas.ts"
import { CampaignListQuery, CommandHeaders, Page } from "../me/lists.ts"

/** A store photo as the learner sends it: the user is the token's, the id the server's. */
export const PhotoUpload = Schema.Struct({
  campaignId: Id,
  storeId: Id,
  photoType: Id,
  fileId: Schema.optionalKey(Id)
}).annotate({ identifier: "PhotoUpload" })

export const MyPhoto = Schema.Struct({
  id: Schema.String,
  photoId: Schema.String,
  campaignId: Schema.String,
  storeId: Schema.String,
  storeName: Schema.NullOr(Schema.String),
  photoType: Schema.String,
  photoTypeName: Schema.NullOr(Schema.String),
  fileId: Schema.NullOr(Schema.String),
  week: Schema.String,
  status: Schema.String,
  points: Schema.Number,
  reason: Schema.NullOr(Schema.String),
  uploadedAt: Schema.String,
  auditedAt: Schema.NullOr(Schema.String)
}).annotate({ identifier: "MyPhoto" })

/** One store's slot of one type this week: taken (by me or another learner) or free. */
export const PhotoSlotView = Schema.Struct({
  storeId: Schema.String,
  photoType: Schema.String,
  /** The photo holding the slot, awaiting approval or approved; null when free. */
  status: Schema.NullOr(Schema.String),
  mine: Schema.Boolean,
  uploadedAt: Schema.NullOr(Schema.String)
})

/**
 * What the upload screen needs (DESIGN §4.7): my stores and the photo types, this week in the
 * campaign country's zone, when the slots reopen (next Monday 00:00 there), and every slot taken.
 */
export const PhotoWeek = Schema.Struct({
  campaignId: Schema.String,
  week: Schema.String,
  reopensAt: Schema.String,
  /** The campaign country's zone: the week and its Monday are that zone's. */
  timeZone: Schema.String,
  stores: Schema.Array(Schema.Struct({ storeId: Schema.String, name: Schema.String })),
  photoTypes: Schema.Array(Schema.Struct({ photoTypeId: Schema.String, name: Schema.String, points: Schema.NullOr(Schema.Number) })),
  slots: Schema.Array(PhotoSlotView)
}).annotate({ identifier: "PhotoWeek" })

export const photoEndpoints = {
  upload: HttpApiEndpoint.post("uploadPhoto", "/api/me/photos", { headers: CommandHeaders, payload: PhotoUpload, success: MyPhoto.pipe(HttpApiSchema.status(201)) }),
  list: HttpApiEndpoint.get("myPhotos", "/api/me/photos", { query: CampaignListQuery, success: Page(MyPhoto) }),
  week: HttpApiEndpoint.get("myPhotoWeek", "/api/me/photos/week", { query: Schema.Struct({ campaignId: Schema.String }), success: PhotoWeek })
}
