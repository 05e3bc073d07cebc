import { embedAllowed, hostOf } from "../rules/embeds.ts"
import { contentKindOf } from "./content.ts"
import { ContentMismatch, EmbedNotAllowed } from "./errors.ts"
import type { Activity } from "./events.ts"

/**
 * Why an activity's content cannot be played, if it cannot: the kind must be the one its type
 * plays, and an embed must come from the type's allowed hosts. An activity without content passes
 * (content is optional in fixtures; the player then shows the title and a completion button).
 */
export const contentProblem = (a: Activity): ContentMismatch | EmbedNotAllowed | undefined => {
  if (a.content === undefined) return undefined
  if (contentKindOf(a.type) !== a.content.kind) return new ContentMismatch({ activityId: a.activityId, type: a.type, kind: a.content.kind })
  if (a.content.kind === "url" && !embedAllowed(a.type, a.content.url)) return new EmbedNotAllowed({ activityId: a.activityId, host: hostOf(a.content.url) })
  return undefined
}
