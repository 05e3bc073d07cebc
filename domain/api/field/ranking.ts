import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"

export const RankingRow = Schema.Struct({
  position: Schema.Number,
  /** First name and the surname's initial: a colleague's standing, not their personal data. */
  name: Schema.String,
  xp: Schema.Number,
  me: Schema.Boolean
})

/** A campaign's ranking, overall or in one chain: the top ten and my own position (DESIGN §4.7). */
export const Ranking = Schema.Struct({
  campaignId: Schema.String,
  chainId: Schema.NullOr(Schema.String),
  total: Schema.Number,
  top: Schema.Array(RankingRow),
  me: Schema.NullOr(RankingRow),
  /** The chains of my registration in the campaign: the screen offers each as "my chain's" ranking. */
  myChains: Schema.Array(Schema.Struct({ chainId: Schema.String, name: Schema.String }))
}).annotate({ identifier: "Ranking" })

export const rankingEndpoints = {
  ranking: HttpApiEndpoint.get("myRanking", "/api/me/ranking", {
    query: Schema.Struct({ campaignId: Schema.String, chainId: Schema.optional(Schema.String) }),
    success: Ranking
  })
}
