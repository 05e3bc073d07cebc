import type Database from "better-sqlite3"
import { parseActor } from "../../domain/shared/commandHandler.ts"
import type { FileStorageShape } from "../files/FileStorage.ts"
import { Effect, Exit } from "effect"
import type { Programme } from "./Programme.ts"
import { checkpointAfterErasure, eraseWithin, fileKeysOf, orphanKeys } from "./erasure.ts"

export interface ErasureRow {
  readonly userId: string
  /** When the AccountErased event was recorded (in the log it was read from). */
  readonly erasedAt: string
}

const erasuresIn = (db: Database.Database): Array<ErasureRow> =>
  db
    .prepare<[], { data: string; recordedAt: string }>("SELECT data, recorded_at AS recordedAt FROM events WHERE type = 'AccountErased' ORDER BY position")
    .all()
    .map((r) => ({ userId: (JSON.parse(r.data) as { userId: string }).userId, erasedAt: r.recordedAt }))

/** The erasures this database's log records, with whether any row still holds the person. */
export const listErasures = (programme: Programme) =>
  erasuresIn(programme.db).map((e) => ({ ...e, held: holds(programme.db, e.userId) }))

const holds = (db: Database.Database, userId: string): boolean =>
  db
    .prepare<[Record<string, string>], number>(
      `SELECT (SELECT count(*) FROM personal_data WHERE user_id = @u) + (SELECT count(*) FROM credentials WHERE user_id = @u)
            + (SELECT count(*) FROM files WHERE owner_id = @u) + (SELECT count(*) FROM mailbox WHERE user_id = @u)
            + (SELECT count(*) FROM account_links WHERE user_id = @u) + (SELECT count(*) FROM user_settings WHERE user_id = @u)`
    )
    .pluck()
    .get({ u: userId })! > 0

export type ReapplyOutcome = "erased" | "cleaned" | "nothing" | "unknown"

/**
 * Re-applies erasures after a backup older than them was restored (DESIGN §5.2). The erasures
 * are read from this database's log and, with `from`, from another database's (the one in use
 * before the restore, whose log has erasures the backup lacks). An account the log here does
 * not know as erased is erased by the programme (an AccountErased event is appended, as the
 * holder's own request did); one it knows, whose rows came back with the backup, loses them
 * again. Then the bytes of files no row names, and the WAL, as after any erasure.
 */
export const reapplyErasures = (programme: Programme, storage: FileStorageShape, from?: Database.Database): Array<{ userId: string; outcome: ReapplyOutcome }> => {
  const elsewhere = from === undefined ? [] : erasuresIn(from)
  const ids = [...new Set([...erasuresIn(programme.db), ...elsewhere].map((e) => e.userId))]
  const status = programme.db.prepare<[string], string>("SELECT status FROM accounts WHERE user_id = ?").pluck()
  const erase = eraseWithin(programme.db)
  const keys: Array<string> = []
  const results = ids.map((userId) => {
    const current = status.get(userId)
    if (current === undefined) return { userId, outcome: "unknown" as const }
    keys.push(...fileKeysOf(programme.db, userId))
    if (current !== "erased") {
      const decoded = programme.handler.decode("EraseAccount", { userId })
      if (Exit.isFailure(decoded)) return { userId, outcome: "unknown" as const }
      const handled = programme.executeSync({ commandId: `reapply-erasure:${userId}`, at: Date.now(), actor: parseActor("system")!, command: decoded.value })
      return { userId, outcome: handled.outcome.status === "accepted" ? ("erased" as const) : ("nothing" as const) }
    }
    if (!holds(programme.db, userId)) return { userId, outcome: "nothing" as const }
    programme.batch(() => erase(userId))
    return { userId, outcome: "cleaned" as const }
  })
  Effect.runSync(Effect.forEach(orphanKeys(programme.db, keys), (k) => storage.remove(k), { discard: true }))
  checkpointAfterErasure(programme.db)
  return results
}
