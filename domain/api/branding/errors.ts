import { Schema } from "effect"

/** Learners while the deployment is under maintenance: `503` with `Retry-After` (DESIGN §7). */
export class UnderMaintenance extends Schema.TaggedError<UnderMaintenance>()("UnderMaintenance", { retryAfterSeconds: Schema.Number }) {
  get code() {
    return "branding.under_maintenance" as const
  }
}
