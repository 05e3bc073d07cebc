import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"

/** A badge of mine (DESIGN §4.7): the apps word it by `badge` (`badge.<badge>`); `earnedAt` null while not earned. */
export const MyBadge = Schema.Struct({ badge: Schema.String, earnedAt: Schema.NullOr(Schema.String) }).annotate({ identifier: "MyBadge" })

export const badgeEndpoints = {
  list: HttpApiEndpoint.get("myBadges", "/api/me/badges", { success: Schema.Array(MyBadge) })
}
