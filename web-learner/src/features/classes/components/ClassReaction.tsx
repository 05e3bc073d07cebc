import { Link } from "react-router"
import { language } from "../../../i18n/index.ts"
import type { Klass } from "../api/classes.ts"
import { classPaths } from "../api/paths.ts"
import { tc } from "../i18n/index.ts"
import { myZone } from "./when.ts"

/**
 * The reaction evaluation after the class (DESIGN §4.9): a link to its player once the server says
 * the class has ended, a note with the end (in my zone) before; nothing without a seat or a reaction.
 */
export const ClassReaction = ({ c }: { c: Klass }) => {
  if (!c.subscribed || c.reactionOrder === null) return null
  if (c.reactionOpen)
    return (
      <p>
        <Link className="button" to={classPaths.activity(c, c.reactionOrder)}>
          {tc("classes2.reaction")}
        </Link>
      </p>
    )
  const endsAt = new Intl.DateTimeFormat(language(), { timeZone: myZone(), dateStyle: "medium", timeStyle: "short" }).format(new Date(c.endsAt))
  return <p className="product-meta">{tc("classes2.reactionLater", { endsAt })}</p>
}
