import type Database from "better-sqlite3"

/**
 * What an erasure deletes (DESIGN §3, §5.2), inside the transaction of the AccountErased event:
 * every row outside the log that holds the person — personal data, password, tokens, links,
 * codes, settings, the messages sent to them, and their uploaded files' rows. The log keeps
 * its events (ids only); read models say "erased". The bytes of files no row names any more,
 * and the WAL, are dealt with after the commit (`afterErasure`).
 */
export const eraseWithin = (db: Database.Database) => {
  const contact = db.prepare<[string], { email: string; phone: string | null }>("SELECT email, phone FROM personal_data WHERE user_id = ?")
  const statements = [
    "DELETE FROM mailbox WHERE user_id = @userId OR recipient IN (@email, @phone)",
    "DELETE FROM personal_data WHERE user_id = @userId",
    "DELETE FROM credentials WHERE user_id = @userId",
    "DELETE FROM oauth_tokens WHERE user_id = @userId",
    "DELETE FROM account_links WHERE user_id = @userId",
    "DELETE FROM account_codes WHERE user_id = @userId",
    "DELETE FROM user_settings WHERE user_id = @userId",
    "DELETE FROM files WHERE owner_id = @userId"
  ].map((sql) => db.prepare(sql))
  return (userId: string): void => {
    const known = contact.get(userId)
    const params = { userId, email: known?.email ?? "", phone: known?.phone ?? "" }
    for (const s of statements) s.run(params)
  }
}

/** The stored bytes of a user's files (and thumbnails), read before an erasure deletes their rows. */
export const fileKeysOf = (db: Database.Database, userId: string): Array<string> =>
  db
    .prepare<[string], { hash: string; thumbnailHash: string | null }>("SELECT hash, thumbnail_hash AS thumbnailHash FROM files WHERE owner_id = ?")
    .all(userId)
    .flatMap((r) => (r.thumbnailHash === null ? [r.hash] : [r.hash, r.thumbnailHash]))

/** Of these keys, those no file row names any more: their bytes can go. */
export const orphanKeys = (db: Database.Database, keys: ReadonlyArray<string>): Array<string> => {
  const named = db.prepare<[string, string], number>("SELECT 1 FROM files WHERE hash = ? OR thumbnail_hash = ? LIMIT 1").pluck()
  return [...new Set(keys)].filter((k) => named.get(k, k) === undefined)
}

/**
 * Once the erasure is committed: no page of the WAL may keep the old rows. `secure_delete`
 * (set at open) zeroed them in the database's pages; the checkpoint copies those pages home
 * and TRUNCATE empties the WAL file, so the frames written before the erasure are gone too.
 * Answers whether the checkpoint was complete (a reader holding an old snapshot stops it).
 */
export const checkpointAfterErasure = (db: Database.Database): boolean => {
  const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as Array<{ busy: number; log: number; checkpointed: number }>
  return result === undefined || result.busy === 0
}
