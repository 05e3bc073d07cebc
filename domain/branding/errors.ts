import { Schema } from "effect"

/**
 * A colour pair that carries text below WCAG AA (4.5:1): refused with what it has and needs, so
 * the console can say "2.9:1, needs 4.5:1" beside the two colours rather than a bare "invalid".
 */
export class ContrastTooLow extends Schema.TaggedError<ContrastTooLow>()("ContrastTooLow", {
  pair: Schema.String,
  foreground: Schema.String,
  background: Schema.String,
  contrast: Schema.Number,
  needs: Schema.Number
}) {
  get code() {
    return "branding.contrast_too_low" as const
  }
}
