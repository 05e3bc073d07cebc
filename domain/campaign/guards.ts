import { Effect } from "effect"
import type { States } from "../shared/decider.ts"
import { UnknownReference } from "../reference/errors.ts"
import { product } from "../reference/state.ts"
import { course } from "../course/aggregate.ts"
import { photoType } from "../photo/state.ts"
import { PhotoTypeNotFound } from "../photo/errors.ts"

export const COURSE_PREFIX = "course:"
/** `photo:<photoTypeId>` entries credit an approved store photo (DESIGN §4.7). */
export const PHOTO_PREFIX = "photo:"
import { CampaignNotFound, CampaignNotOpen, DuplicateSku } from "./errors.ts"
import type { PointsRow } from "./events.ts"
import type { CampaignDetails, CampaignState } from "./state.ts"

export const requireCampaign = (campaignId: string, s: CampaignState): Effect.Effect<CampaignDetails, CampaignNotFound> =>
  s.exists ? Effect.succeed(s) : Effect.fail(new CampaignNotFound({ campaignId }))

export const requireOpen = (campaignId: string, s: CampaignState): Effect.Effect<CampaignDetails, CampaignNotFound | CampaignNotOpen> =>
  !s.exists
    ? Effect.fail(new CampaignNotFound({ campaignId }))
    : s.status !== "open"
      ? Effect.fail(new CampaignNotOpen({ campaignId, status: s.status }))
      : Effect.succeed(s)

/** Every SKU once, and a product (or, for `course:<id>`, a course) we know. */
export const checkPointsTable = (rows: ReadonlyArray<PointsRow>, states: States) =>
  Effect.gen(function* () {
    const seen = new Set<string>()
    for (const row of rows) {
      if (seen.has(row.sku)) return yield* new DuplicateSku({ sku: row.sku })
      seen.add(row.sku)
      // `course:<courseId>` entries are training points (DESIGN §4.8): the course must exist.
      if (row.sku.startsWith(COURSE_PREFIX)) {
        const courseId = row.sku.slice(COURSE_PREFIX.length)
        if (!states.of(course(courseId)).exists) return yield* new UnknownReference({ kind: "course", id: courseId })
      } else if (row.sku.startsWith(PHOTO_PREFIX)) {
        const photoTypeId = row.sku.slice(PHOTO_PREFIX.length)
        if (states.of(photoType(photoTypeId)) === undefined) return yield* new PhotoTypeNotFound({ photoTypeId })
      } else if (!states.of(product(row.sku))) return yield* new UnknownReference({ kind: "product", id: row.sku })
    }
  })
