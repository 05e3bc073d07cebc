import { Effect } from "effect"
import type Database from "better-sqlite3"
import { ApiFailure } from "../../../domain/api/ApiFailure.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { brandingOf } from "../../branding/reads.ts"

/**
 * Under maintenance (DESIGN §7) a learner's every authenticated request answers `503` with
 * `Retry-After`; admins, auditors and superusers keep working (they log in at `maintenance-login`).
 */
export const maintenanceGate = (db: Database.Database, user: Omit<Principal, "language">): Effect.Effect<void, ApiFailure> => {
  const { maintenance } = brandingOf(db).answer.config
  if (!maintenance.on || user.isSuperuser || user.role === "admin" || user.role === "auditor") return Effect.void
  const retryAfterSeconds = maintenance.retryAfterSeconds
  return Effect.fail(
    new ApiFailure({ status: 503, code: "branding.under_maintenance", details: { retryAfterSeconds }, headers: { "retry-after": String(retryAfterSeconds) } })
  )
}
