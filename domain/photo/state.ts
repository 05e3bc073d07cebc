import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { PhotoApproved, PhotoReproved, PhotoSlotFreed, PhotoSlotTaken, PhotoTypeCreated, PhotoUploaded, type PhotoEvent, type PhotoSlotEvent } from "./events.ts"

export type PhotoStatus = "awaiting_approval" | "approved" | "reproved"

export type PhotoState =
  | { readonly exists: false }
  | {
      readonly exists: true
      readonly campaignId: string
      readonly userId: string
      readonly storeId: string
      readonly photoType: string
      readonly week: string
      readonly status: PhotoStatus
    }

export const evolve = (s: PhotoState, e: PhotoEvent): PhotoState => {
  switch (e._tag) {
    case "PhotoUploaded":
      return { exists: true, campaignId: e.campaignId, userId: e.userId, storeId: e.storeId, photoType: e.photoType, week: e.week, status: "awaiting_approval" }
    case "PhotoApproved":
      return s.exists ? { ...s, status: "approved" } : s
    case "PhotoReproved":
      return s.exists ? { ...s, status: "reproved" } : s
  }
}

export const Photo: Aggregate<PhotoState, PhotoEvent> = {
  name: "photo",
  initialState: { exists: false },
  evolve,
  events: [PhotoUploaded, PhotoApproved, PhotoReproved],
  streamOf: (e) => `photo-${e.photoId}`
}

export const photo = (photoId: string) => streamRef(Photo, photoId)

/** The photo holding a store's weekly slot of one type (awaiting approval or approved), if any. */
export interface PhotoSlotState {
  readonly holder: string | undefined
}

export const PhotoSlot: Aggregate<PhotoSlotState, PhotoSlotEvent> = {
  name: "photoslot",
  initialState: { holder: undefined },
  evolve: (s, e) => (e._tag === "PhotoSlotTaken" ? { holder: e.photoId } : s.holder === e.photoId ? { holder: undefined } : s),
  events: [PhotoSlotTaken, PhotoSlotFreed],
  streamOf: (e) => `photoslot-${e.storeId}:${e.photoType}:${e.week}`
}

export const photoSlot = (storeId: string, photoType: string, week: string) => streamRef(PhotoSlot, `${storeId}:${photoType}:${week}`)

/** Photo types: created once, like the other reference data. */
export const PhotoType: Aggregate<PhotoTypeCreated | undefined, PhotoTypeCreated> = {
  name: "phototype",
  initialState: undefined,
  evolve: (_s, e) => e,
  events: [PhotoTypeCreated],
  streamOf: (e) => `phototype-${e.photoTypeId}`
}

export const photoType = (photoTypeId: string) => streamRef(PhotoType, photoTypeId)
