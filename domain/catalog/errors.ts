import { Schema } from "effect"

const S = Schema.String

export class CatalogAlreadyExists extends Schema.TaggedError<CatalogAlreadyExists>()("CatalogAlreadyExists", { catalogId: S }) {
  get code() { return "catalog.already_exists" as const }
}
export class CatalogNotFound extends Schema.TaggedError<CatalogNotFound>()("CatalogNotFound", { catalogId: S }) {
  get code() { return "catalog.not_found" as const }
}
export class CatalogClientUnknown extends Schema.TaggedError<CatalogClientUnknown>()("CatalogClientUnknown", { clientId: S }) {
  get code() { return "catalog.client_unknown" as const }
}
export class CatalogCourseUnknown extends Schema.TaggedError<CatalogCourseUnknown>()("CatalogCourseUnknown", { courseId: S }) {
  get code() { return "catalog.course_unknown" as const }
}
export class CatalogCourseRepeated extends Schema.TaggedError<CatalogCourseRepeated>()("CatalogCourseRepeated", { catalogId: S, courseId: S }) {
  get code() { return "catalog.course_repeated" as const }
}
