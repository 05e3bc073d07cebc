import { Schema } from "effect"
import { Id, NonEmptyText } from "../shared/schemas.ts"

/** Photo types are reference data: what a store photo shows (a shelf, a display, a banner). */
export class CreatePhotoType extends Schema.TaggedClass<CreatePhotoType>()("CreatePhotoType", { photoTypeId: Id, name: NonEmptyText }) {}

/** DESIGN §6's vocabulary: `photoType` names a photo type's id. The file lives outside the log. */
export class UploadPhoto extends Schema.TaggedClass<UploadPhoto>()("UploadPhoto", {
  photoId: Id,
  userId: Id,
  campaignId: Id,
  storeId: Id,
  photoType: Id,
  fileId: Schema.optionalKey(Id)
}) {}

export class ApprovePhoto extends Schema.TaggedClass<ApprovePhoto>()("ApprovePhoto", { photoId: Id }) {}

export class ReprovePhoto extends Schema.TaggedClass<ReprovePhoto>()("ReprovePhoto", { photoId: Id, reason: NonEmptyText }) {}
