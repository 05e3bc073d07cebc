import { Schema } from "effect"
import { Id, LocalDate, NonEmptyText, Text } from "../shared/schemas.ts"
import { SupportMaterial } from "./content.ts"
import { Activity, EnrolmentType } from "./events.ts"

export class CreateCourse extends Schema.TaggedClass<CreateCourse>()("CreateCourse", {
  courseId: Id,
  title: NonEmptyText,
  description: Schema.optionalKey(Schema.String),
  category: Schema.optionalKey(Text),
  tags: Schema.optionalKey(Schema.Array(Text)),
  workloadHours: Schema.Number.check(Schema.isGreaterThanOrEqualTo(0)),
  enrolmentType: EnrolmentType,
  prerequisites: Schema.optionalKey(Schema.Array(Id)),
  deadline: Schema.optionalKey(LocalDate),
  mandatory: Schema.optionalKey(Schema.Boolean),
  coverFileId: Schema.optionalKey(Id),
  supportMaterials: Schema.optionalKey(Schema.Array(SupportMaterial)),
  activities: Schema.Array(Activity)
}) {}

export class PublishCourse extends Schema.TaggedClass<PublishCourse>()("PublishCourse", { courseId: Id }) {}
export class ArchiveCourse extends Schema.TaggedClass<ArchiveCourse>()("ArchiveCourse", { courseId: Id }) {}
