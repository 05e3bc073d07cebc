import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, NonEmptyText, Text } from "../shared/schemas.ts"
import { ArticleBody } from "./events.ts"

/** `summary`, `coverFileId`, `countries` and `clientIds` optional: no summary, no cover, everyone. */
const details = {
  newsId: Id,
  title: NonEmptyText,
  summary: Schema.optionalKey(Text),
  body: ArticleBody,
  coverFileId: Schema.optionalKey(Id),
  countries: Schema.optionalKey(Schema.Array(CountryCode)),
  clientIds: Schema.optionalKey(Schema.Array(Id))
}

export class DraftNews extends Schema.TaggedClass<DraftNews>()("DraftNews", details) {}

export class EditNews extends Schema.TaggedClass<EditNews>()("EditNews", details) {}

export class PublishNews extends Schema.TaggedClass<PublishNews>()("PublishNews", { newsId: Id }) {}

export class UnpublishNews extends Schema.TaggedClass<UnpublishNews>()("UnpublishNews", { newsId: Id }) {}
