import type { FormOption, FormTest } from "./toCreateTest.ts"

// The console's per-field checks, the same as the domain's (domain/test/decide.ts): a wrong value
// is shown under its field as it is typed, before the server would answer test.invalid_settings.

const whole = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v)

export const passMarkError = (v: unknown) => (whole(v) && v >= 0 && v <= 100 ? undefined : "vitrine.authoring.errors.pass_mark")
export const attemptsError = (v: unknown) => (v == null || (whole(v) && v >= 1) ? undefined : "vitrine.authoring.errors.attempts")
export const timeLimitError = (v: unknown) => (v == null || (whole(v) && v >= 1) ? undefined : "vitrine.authoring.errors.time_limit")

/** At least one per attempt, and no more than the bank holds (the draw takes distinct questions). */
export const questionCountError = (v: unknown, form: FormTest) => {
  if (!whole(v) || v < 1) return "vitrine.authoring.errors.question_count"
  const bank = (form.questions ?? []).length
  return v > bank ? { message: "vitrine.authoring.errors.question_count_bank", args: { bank } } : undefined
}

/** A question is answerable: two options or more, at least one of them correct. */
export const optionsError = (v: unknown) => {
  const options = (v ?? []) as ReadonlyArray<FormOption>
  if (options.length < 2) return "vitrine.authoring.errors.two_options"
  return options.some((o) => o?.correct === true) ? undefined : "vitrine.authoring.errors.no_correct"
}
