import type { Scenario, Step } from "../../support/scenario.ts"
import { learner, programmeWith } from "../../support/ledger.ts"

/**
 * The small Brazilian programme of `setup.ts` with two photo types, `gondola` worth 40 points
 * in C1's table and `banner` not listed, and learners u1 and u2 registered at st1.
 * 2026-01-05 is a Monday: ISO week 2026-W02 runs Jan 5 to Jan 11, Brasília time.
 */
export const photoTypes: ReadonlyArray<Step> = [
  { type: "CreatePhotoType", payload: { photoTypeId: "gondola", name: "Gôndola" } },
  { type: "CreatePhotoType", payload: { photoTypeId: "banner", name: "Banner" } }
]

export const photoProgramme = (s: Scenario): Scenario =>
  programmeWith(
    s.at("2026-01-01T12:00:00-03:00").run(...photoTypes),
    {
      pointsTable: [
        { sku: "NB-100", pointsPerUnit: 125 },
        { sku: "photo:gondola", pointsPerUnit: 40 }
      ]
    },
    ["u2"]
  )

export { learner }

export const upload = (photoId: string, extra: Partial<Record<string, unknown>> = {}): Step => ({
  type: "UploadPhoto",
  payload: { photoId, userId: "u1", campaignId: "C1", storeId: "st1", photoType: "gondola", ...extra }
})
export const approvePhoto = (photoId: string): Step => ({ type: "ApprovePhoto", payload: { photoId } })
export const reprovePhoto = (photoId: string, reason = "foto escura"): Step => ({ type: "ReprovePhoto", payload: { photoId, reason } })
