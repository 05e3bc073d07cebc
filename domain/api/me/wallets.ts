import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { LevelThresholds } from "./campaigns.ts"
import { CampaignListQuery, ListQuery, Page } from "./lists.ts"

/** My wallet in one campaign (DESIGN §4.4). */
export const MyWallet = Schema.Struct({
  id: Schema.String,
  campaignId: Schema.String,
  campaignName: Schema.NullOr(Schema.String),
  balance: Schema.Number,
  confirmed: Schema.Number,
  provisional: Schema.Number,
  expired: Schema.Number
}).annotate({ identifier: "MyWallet" })

/** One movement of my points: `kind` is `credit.sale`, `confirmation`, `reversal`, `expiry`, … */
export const StatementLine = Schema.Struct({
  id: Schema.Number,
  campaignId: Schema.String,
  kind: Schema.String,
  ref: Schema.NullOr(Schema.String),
  points: Schema.Number,
  note: Schema.NullOr(Schema.String),
  at: Schema.String,
  /** A confirmation's points, moved from provisional to confirmed (its `points`, the balance's move, is 0); null on other lines. */
  confirmedPoints: Schema.NullOr(Schema.Number)
}).annotate({ identifier: "StatementLine" })

/** My level (DESIGN §4.5): the campaign is the one asked for, else my country's open one, else its latest. */
export const MyLevel = Schema.Struct({
  level: Schema.Number,
  totalXp: Schema.Number,
  campaignId: Schema.NullOr(Schema.String),
  campaignXp: Schema.Number,
  thresholds: Schema.NullOr(LevelThresholds),
  pendingRequest: Schema.NullOr(
    Schema.Struct({ campaignId: Schema.String, toLevel: Schema.Number, countedSaleIds: Schema.Array(Schema.String), requestedAt: Schema.String })
  )
}).annotate({ identifier: "MyLevel" })

export const walletEndpoints = {
  wallets: HttpApiEndpoint.get("myWallets", "/api/me/wallets", { query: ListQuery, success: Page(MyWallet) }),
  statement: HttpApiEndpoint.get("myStatement", "/api/me/statement", { query: CampaignListQuery, success: Page(StatementLine) }),
  level: HttpApiEndpoint.get("myLevel", "/api/me/level", { query: { campaignId: Schema.optional(Schema.String) }, success: MyLevel })
}
