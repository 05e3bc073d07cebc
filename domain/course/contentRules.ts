import { gameProblem } from "../game/problems.ts"
import type { GameProblem } from "../game/errors.ts"
import { embedAllowed, hostOf } from "../rules/embeds.ts"
import { contentKindOf } from "./content.ts"
import { ContentMismatch, EmbedNotAllowed } from "./errors.ts"
import type { Activity } from "./events.ts"

/**
 * Why an activity's content cannot be played, if it cannot: the kind must be the one its type
 * plays, an embed must come from the type's allowed hosts, and a game must be winnable (DESIGN
 * §4.11). An activity without content passes (content is optional in fixtures; the player then
 * shows the title and a completion button).
 */
export const contentProblem = (a: Activity): ContentMismatch | EmbedNotAllowed | GameProblem | undefined => {
  if (a.content === undefined) return undefined
  if (contentKindOf(a.type) !== a.content.kind) return new ContentMismatch({ activityId: a.activityId, type: a.type, kind: a.content.kind })
  if (a.content.kind === "url" && !embedAllowed(a.type, a.content.url)) return new EmbedNotAllowed({ activityId: a.activityId, host: hostOf(a.content.url) })
  // A typed game activity (`find_pairs_game`) plays that game; a plain `game` activity any of them.
  if (a.content.kind === "game" && a.type !== "game" && a.type !== `${a.content.game.type}_game`)
    return new ContentMismatch({ activityId: a.activityId, type: a.type, kind: a.content.game.type })
  if (a.content.kind === "game") return gameProblem(a.activityId, a.content.game)
  return undefined
}
