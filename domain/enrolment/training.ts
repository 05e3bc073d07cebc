import type { DecideContext, States, Tagged } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { account } from "../account/aggregate.ts"
import { campaign } from "../campaign/aggregate.ts"
import { TrainingXpGained } from "../level/events.ts"
import { level } from "../level/aggregate.ts"
import { evolve as evolveLevel } from "../level/evolve.ts"
import { levelUpDue } from "../level/policy.ts"
import { registration } from "../registration/state.ts"
import { creditedPoints } from "../rules/points.ts"
import { PointsCredited } from "../wallet/events.ts"

/** The points-table key of a course: campaigns list training next to SKUs. */
export const courseKey = (courseId: string): string => `course:${courseId}`

/**
 * The training credit of a course's first approval (DESIGN §4.8): in each campaign of the
 * learner's country running now that lists `course:<courseId>` and where the learner is
 * registered, the entry's points times the level's multiplier, confirmed at once (there is no
 * invoice to audit), and the base as XP — which may open a level-up request, as a sale's does.
 */
export const trainingCredit = (courseId: string, userId: string, states: States, ctx: DecideContext<Lookups>): ReadonlyArray<Tagged> => {
  const who = states.of(account(userId))
  if (!who.exists) return []
  const events: Array<Tagged> = []
  let member = states.of(level(userId))
  for (const summary of ctx.lookups.campaignsOf(who.country)) {
    if (summary.status !== "open") continue
    const camp = states.of(campaign(summary.campaignId))
    if (!camp.exists || ctx.now < camp.startsAt || ctx.now >= camp.endsAt) continue
    const base = camp.pointsTable.get(courseKey(courseId))
    if (base === undefined || !states.of(registration(camp.campaignId, userId)).registered) continue
    const ids = { campaignId: camp.campaignId, userId }
    const gained = new TrainingXpGained({ ...ids, courseId, xp: base })
    events.push(new PointsCredited({ ...ids, source: "training", ref: courseKey(courseId), points: creditedPoints(base, member.level), provisional: false }), gained)
    member = evolveLevel(member, gained)
    const request = levelUpDue(member, userId, camp.campaignId, camp.levels)
    if (request) {
      events.push(request)
      member = evolveLevel(member, request)
    }
  }
  return events
}
