import type Database from "better-sqlite3"
import { getTableName, type Table } from "drizzle-orm"
import type { StoredEvent } from "../../domain/shared/eventStore.ts"
import type { Projection } from "../store/projections.ts"

type Handlers = Readonly<Record<string, (data: any, event: StoredEvent) => void>>

export interface ProjectionSpec {
  readonly name: string
  readonly version: number
  readonly inline?: boolean
  /** The drizzle tables it owns: emptied on rebuild. */
  readonly tables: ReadonlyArray<Table>
  /** Prepares its statements once and answers one handler per event type it reads. */
  readonly handlers: (db: Database.Database) => Handlers
}

/** Builds a projection factory from per-event handlers over the tables it owns. */
export const defineProjection =
  (spec: ProjectionSpec) =>
  (db: Database.Database): Projection => {
    const handlers = spec.handlers(db)
    const resets = spec.tables.map((t) => db.prepare(`DELETE FROM "${getTableName(t)}"`))
    return {
      name: spec.name,
      version: spec.version,
      inline: spec.inline ?? true,
      handles: new Set(Object.keys(handlers)),
      tables: spec.tables.map((t) => getTableName(t)),
      reset: () => {
        for (const r of resets) r.run()
      },
      apply: (event) => handlers[event.type]?.(event.data, event)
    }
  }
