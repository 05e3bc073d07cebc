import type Database from "better-sqlite3"
import type { BulkFold, ProjectionFactory } from "../store/projections.ts"

/**
 * A projection with a rebuild fold of its own (adapters/projections/rebuild/). The fold gets
 * `ensureIndex`: a rebuild drops the secondary indexes of its tables, and a fold that looks
 * rows up by one has it built first.
 */
export const withFold =
  (factory: ProjectionFactory, fold: (db: Database.Database, ensureIndex: (name: string) => void) => BulkFold): ProjectionFactory =>
  (db) => ({ ...factory(db), bulk: (ensureIndex) => fold(db, ensureIndex) })
