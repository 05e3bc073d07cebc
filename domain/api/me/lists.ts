import { Schema } from "effect"
import { HttpApiSchema } from "effect/http-api"

/**
 * The list query of the learner API, as the admin API's (DESIGN §5.2, ra-data-simple-rest):
 * `?range=[0,24]&sort=["field","DESC"]`, both JSON. They are checked by the handler, which
 * knows the fields a list sorts by, so a bad one answers `400 input.invalid` with its path.
 */
export const ListQuery = Schema.Struct({
  range: Schema.optional(Schema.String),
  sort: Schema.optional(Schema.String)
})

/** A list narrowed to one campaign: `?campaignId=`. */
export const CampaignListQuery = Schema.Struct({ ...ListQuery.fields, campaignId: Schema.optional(Schema.String) })

/** A page of a list with `Content-Range: <resource> <first>-<last>/<total>`. */
export const Page = <S extends Schema.Top>(item: S) =>
  HttpApiSchema.WithHeaders(Schema.Array(item), { "content-range": Schema.String })

/** `Idempotency-Key` of every command route (DESIGN §5.4): a repeat answers the first outcome. */
export const CommandHeaders = { "idempotency-key": Schema.optional(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200))) }
