import type Database from "better-sqlite3"
import type { StoredEvent } from "../../domain/shared/eventStore.ts"
import type { BulkFold, FoldOptions, ProjectionFactory } from "../store/projections.ts"

/**
 * A projection with a fold of its own (adapters/projections/rebuild/), for rebuilds and bulk
 * imports. The fold gets `ensureIndex` (a rebuild drops the secondary indexes of its tables, and
 * a fold that looks rows up by one has it built first), the projection's own `apply`, for the
 * events it only watches, and whether its tables start empty (`fresh`, a rebuild).
 */
export const withFold =
  (
    factory: ProjectionFactory,
    fold: (db: Database.Database, ensureIndex: (name: string) => void, apply: (event: StoredEvent) => void, options: FoldOptions) => BulkFold
  ): ProjectionFactory =>
  (db) => {
    const projection = factory(db)
    return { ...projection, bulk: (ensureIndex, options) => fold(db, ensureIndex, projection.apply, options) }
  }
