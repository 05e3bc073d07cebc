import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { TrailCreated, type TrailEvent } from "./events.ts"

export type TrailState = { readonly exists: false } | { readonly exists: true; readonly title: string; readonly courseIds: ReadonlyArray<string> }

export const Trail: Aggregate<TrailState, TrailEvent> = {
  name: "trail",
  initialState: { exists: false },
  evolve: (_s, e) => ({ exists: true, title: e.title, courseIds: e.courseIds }),
  events: [TrailCreated],
  streamOf: (e) => `trail-${e.trailId}`
}

export const trail = (trailId: string) => streamRef(Trail, trailId)
