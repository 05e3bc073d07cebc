import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { Id, ListOf, maxItems } from "../../shared/schemas.ts"
import { CommandHeaders, ListQuery, Page } from "./lists.ts"

const Levels = Schema.Struct({
  creator: Schema.Struct({ reach: Schema.Number, keep: Schema.Number }),
  influencer: Schema.Struct({ reach: Schema.Number, keep: Schema.Number })
}).annotate({ identifier: "LevelThresholds" })
export { Levels as LevelThresholds }

export const MyRegistration = Schema.Struct({
  campaignId: Schema.String,
  agencyId: Schema.String,
  brandIds: Schema.Array(Schema.String),
  storeIds: Schema.Array(Schema.String),
  chainIds: Schema.Array(Schema.String),
  registeredAt: Schema.String
}).annotate({ identifier: "MyRegistration" })

/** A campaign of my country, open or closed, with my registration in it (null when not registered). */
export const MyCampaign = Schema.Struct({
  id: Schema.String,
  campaignId: Schema.String,
  name: Schema.String,
  country: Schema.String,
  begins: Schema.String,
  ends: Schema.String,
  status: Schema.String,
  levels: Levels,
  registration: Schema.NullOr(MyRegistration)
}).annotate({ identifier: "MyCampaign" })

/** What the registration form offers: agencies with their brands, and the participating stores by chain. */
export const RegistrationOptions = Schema.Struct({
  campaignId: Schema.String,
  agencies: Schema.Array(Schema.Struct({ agencyId: Schema.String, name: Schema.String, brandIds: Schema.Array(Schema.String) })),
  brands: Schema.Array(Schema.Struct({ brandId: Schema.String, name: Schema.String })),
  chains: Schema.Array(Schema.Struct({ chainId: Schema.String, name: Schema.String })),
  stores: Schema.Array(Schema.Struct({ storeId: Schema.String, chainId: Schema.String, name: Schema.String, city: Schema.String }))
}).annotate({ identifier: "RegistrationOptions" })

/** One SKU of a campaign's points table, with its product's description. */
export const PointsTableRow = Schema.Struct({
  id: Schema.String,
  sku: Schema.String,
  pointsPerUnit: Schema.Number,
  productType: Schema.NullOr(Schema.String),
  brandId: Schema.NullOr(Schema.String),
  processor: Schema.NullOr(Schema.String),
  generation: Schema.NullOr(Schema.String),
  formFactor: Schema.NullOr(Schema.String),
  /** The product's brand, so the sale form finds products by brand (issue 41, item 21). */
  brandName: Schema.NullOr(Schema.String),
  /** `course:<id>` entries are training points, never products: the course's title names them. */
  courseTitle: Schema.NullOr(Schema.String)
}).annotate({ identifier: "PointsTableRow" })

/** The registration form's answers; the campaign is the path's and the user the token's. */
export const RegistrationForm = Schema.Struct({
  acceptTerms: Schema.Boolean,
  agencyId: Id,
  brandIds: ListOf(Id, maxItems.ids),
  storeIds: ListOf(Id, maxItems.ids),
  chainIds: Schema.optionalKey(ListOf(Id, maxItems.ids))
}).annotate({ identifier: "RegistrationForm" })

const CampaignPath = { id: Schema.String }

export const campaignEndpoints = {
  list: HttpApiEndpoint.get("myCampaigns", "/api/me/campaigns", { query: ListQuery, success: Page(MyCampaign) }),
  options: HttpApiEndpoint.get("myCampaignOptions", "/api/me/campaigns/:id/options", { params: CampaignPath, success: RegistrationOptions }),
  pointsTable: HttpApiEndpoint.get("myPointsTable", "/api/me/campaigns/:id/points-table", {
    params: CampaignPath,
    query: ListQuery,
    success: Page(PointsTableRow)
  }),
  register: HttpApiEndpoint.post("registerForCampaign", "/api/me/campaigns/:id/registration", {
    params: CampaignPath,
    headers: CommandHeaders,
    payload: RegistrationForm,
    success: MyRegistration.pipe(HttpApiSchema.status(201))
  })
}
