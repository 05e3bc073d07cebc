import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { CampaignConsequences, Dashboard } from "./adminViews.ts"
import { Authentication } from "./security.ts"

/** The resources of DESIGN §5.3. */
export const adminResourceNames = [
  "sales",
  "campaigns",
  "participants",
  "accounts",
  "level-ups",
  "wallets",
  "statement-lines",
  "clients",
  "stores",
  "chains",
  "agencies",
  "brands",
  "products",
  "events",
  "courses",
  "trails",
  "tests",
  "enrolments",
  "attempts",
  "certificates",
  "rewards",
  "orders",
  "photos",
  "photo-types",
  "meetups",
  "check-ins",
  "news",
  "faq-categories",
  "faq-entries",
  "contact-messages",
  "surveys",
  "forum-topics",
  "forum-posts",
  "playlists",
  "podcast-audios",
  "listenings",
  "library-files",
  "sence-clients",
  "sence-courses",
  "lounges",
  "lounge-messages",
  "lounge-questions",
  "branding-client-errors",
  "site-pages",
  "classes-catalogs",
  "classes",
  "classes-seats",
  "scorm-attempts",
  "branding-client-themes"
] as const

/** Resources with a create command: a draft campaign, reference data, and draft courses with their tests and trails. */
export const creatableResources = ["campaigns", "clients", "stores", "chains", "agencies", "brands", "products", "courses", "tests", "trails", "rewards", "photo-types", "meetups", "news", "faq-categories", "faq-entries", "surveys", "playlists", "podcast-audios", "library-files", "lounges", "site-pages", "classes-catalogs", "classes"] as const


/**
 * ra-data-simple-rest's list query: each parameter a JSON text (`sort=["field","ASC"]`,
 * `range=[0,24]`, `filter={…}`), read against the resource's own whitelist by the server.
 */
export const ListQuery = Schema.Struct({
  sort: Schema.optional(Schema.String),
  range: Schema.optional(Schema.String),
  filter: Schema.optional(Schema.String)
})

/** Any record: each resource's fields are listed in adapters/http/admin/resources/. */
export const AdminRecord = Schema.Record(Schema.String, Schema.Unknown).annotate({ identifier: "AdminRecord" })

/**
 * The admin console's resources on the ra-data-simple-rest contract (DESIGN §5.3): `/api/admin/<res>`
 * answers a page and `Content-Range: <res> <first>-<last>/<total>`. Add endpoints before `.middleware(Authentication)`.
 */
export const AdminResourcesApi = HttpApiGroup.make("adminResources")
  // Static paths first: `dashboard` is not a resource.
  .add(HttpApiEndpoint.get("dashboard", "/api/admin/dashboard", { success: Dashboard }))
  .add(HttpApiEndpoint.get("campaignConsequences", "/api/admin/campaigns/:id/consequences", { params: { id: Schema.String }, success: CampaignConsequences }))
  // `resource` is any text: a name outside the lists is a path that does not exist (404).
  .add(HttpApiEndpoint.get("list", "/api/admin/:resource", { params: { resource: Schema.String }, query: ListQuery, success: Schema.Array(AdminRecord) }))
  .add(HttpApiEndpoint.get("getOne", "/api/admin/:resource/:id", { params: { resource: Schema.String, id: Schema.String }, success: AdminRecord }))
  .add(HttpApiEndpoint.post("create", "/api/admin/:resource", { params: { resource: Schema.String }, payload: AdminRecord, success: AdminRecord }))
  .add(
    HttpApiEndpoint.put("update", "/api/admin/campaigns/:id", {
      params: { id: Schema.String },
      payload: Schema.Struct({ pointsTable: Schema.Unknown }),
      success: AdminRecord
    })
  )
  // A client company's settings, replaced whole (UpdateClient).
  .add(HttpApiEndpoint.put("updateClient", "/api/admin/clients/:id", { params: { id: Schema.String }, payload: AdminRecord, success: AdminRecord }))
  // Reference data (stores, chains, agencies, brands, products), edited through its Update* command.
  .add(HttpApiEndpoint.put("updateReference", "/api/admin/:resource/:id", { params: { resource: Schema.String, id: Schema.String }, payload: AdminRecord, success: AdminRecord }))
  .middleware(Authentication)
