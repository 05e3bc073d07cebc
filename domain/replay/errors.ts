import { Schema } from "effect"

/** The level moved since the replay was computed: compute it again. */
export class StaleCorrection extends Schema.TaggedError<StaleCorrection>()("StaleCorrection", {
  userId: Schema.String,
  expectedLevel: Schema.Number,
  actualLevel: Schema.Number
}) {
  get code() {
    return "replay.stale" as const
  }
}

export class EmptyCorrection extends Schema.TaggedError<EmptyCorrection>()("EmptyCorrection", { userId: Schema.String }) {
  get code() {
    return "replay.nothing_to_correct" as const
  }
}

/**
 * A corrected table with warnings (SKUs lost, unknown or repeated, a total moved by more than half)
 * is applied only when the operator confirms it (`--force`, or `force` in the API): the CLI's rule.
 */
export class ReplayNeedsForce extends Schema.TaggedError<ReplayNeedsForce>()("ReplayNeedsForce", { kinds: Schema.String }) {
  get code() {
    return "replay.needs_force" as const
  }
}
