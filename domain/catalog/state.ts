import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { CatalogCourseAdded, CatalogCreated, type CatalogEvent } from "./events.ts"

export type CatalogState = { readonly exists: false } | { readonly exists: true; readonly clientId: string; readonly courses: ReadonlySet<string> }

export const Catalog: Aggregate<CatalogState, CatalogEvent> = {
  name: "catalog",
  initialState: { exists: false },
  evolve: (s, e) =>
    e._tag === "CatalogCreated" ? { exists: true, clientId: e.clientId, courses: new Set() } : s.exists ? { ...s, courses: new Set(s.courses).add(e.courseId) } : s,
  events: [CatalogCreated, CatalogCourseAdded],
  streamOf: (e) => `catalog-${e.catalogId}`
}
export const catalog = (catalogId: string) => streamRef(Catalog, catalogId)
