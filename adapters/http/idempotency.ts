import type Database from "better-sqlite3"
import { createHash } from "node:crypto"

/** Fields never put into a fingerprint: a stored hash of a password would be one more way to guess it. */
const secret = /password/i

/** JSON with keys in order, so the same request always reads the same. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([k, v]) => v !== undefined && !secret.test(k))
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, canonical(v)])
        )
      : value

/** What a request asked for: its command's type and payload (the route's ids included). */
export const requestFingerprint = (type: string, payload: unknown): string =>
  createHash("sha256").update(`${type}\n${JSON.stringify(canonical(payload))}`).digest("base64url")

/**
 * Claims a command id for a request (the IETF Idempotency-Key draft): true when the id is new or
 * was first claimed by the same request, false when another request holds it (then `422`).
 * Claimed before the command runs and kept even if it is refused: a key is used once, by one request.
 */
export const claimCommandId = (db: Database.Database, commandId: string, fingerprint: string): boolean => {
  db.prepare("INSERT INTO command_requests (command_id, fingerprint) VALUES (?, ?) ON CONFLICT(command_id) DO NOTHING").run(commandId, fingerprint)
  const held = db.prepare<[string], string>("SELECT fingerprint FROM command_requests WHERE command_id = ?").pluck().get(commandId)
  return held === fingerprint
}
