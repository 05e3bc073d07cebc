import { Schema } from "effect"
import { Id, LocalDate, NonEmptyText, Text, ListOf, maxItems } from "../shared/schemas.ts"
import { SupportMaterial } from "./content.ts"
import { Activity, EnrolmentType } from "./events.ts"

/** A course's whole draft: CreateCourse makes it, EditCourse replaces it while it is a draft. */
const draft = {
  courseId: Id,
  title: NonEmptyText,
  description: Schema.optionalKey(Schema.String),
  category: Schema.optionalKey(Text),
  tags: Schema.optionalKey(ListOf(Text, maxItems.tags)),
  workloadHours: Schema.Number.check(Schema.isGreaterThanOrEqualTo(0)),
  enrolmentType: EnrolmentType,
  prerequisites: Schema.optionalKey(ListOf(Id, maxItems.ids)),
  deadline: Schema.optionalKey(LocalDate),
  mandatory: Schema.optionalKey(Schema.Boolean),
  coverFileId: Schema.optionalKey(Id),
  supportMaterials: Schema.optionalKey(ListOf(SupportMaterial, maxItems.ids)),
  activities: ListOf(Activity, maxItems.activities)
}

export class CreateCourse extends Schema.TaggedClass<CreateCourse>()("CreateCourse", draft) {}

/**
 * The draft replaced whole (the console's edit form sends it all back): catalogue fields and the
 * activities, added, removed, reordered (by hierarchyOrder) or with new content. Drafts only.
 */
export class EditCourse extends Schema.TaggedClass<EditCourse>()("EditCourse", draft) {}

export class PublishCourse extends Schema.TaggedClass<PublishCourse>()("PublishCourse", { courseId: Id }) {}
export class ArchiveCourse extends Schema.TaggedClass<ArchiveCourse>()("ArchiveCourse", { courseId: Id }) {}
