import type Database from "better-sqlite3"
import type { StoredEvent } from "../../domain/shared/eventStore.ts"
import type { BulkFold, ProjectionFactory } from "../store/projections.ts"

/**
 * A projection with a rebuild fold of its own (adapters/projections/rebuild/). The fold gets
 * `ensureIndex` (a rebuild drops the secondary indexes of its tables, and a fold that looks rows
 * up by one has it built first) and the projection's own `apply`, for the events it only watches.
 */
export const withFold =
  (
    factory: ProjectionFactory,
    fold: (db: Database.Database, ensureIndex: (name: string) => void, apply: (event: StoredEvent) => void) => BulkFold
  ): ProjectionFactory =>
  (db) => {
    const projection = factory(db)
    return { ...projection, bulk: (ensureIndex) => fold(db, ensureIndex, projection.apply) }
  }
