import type { FieldValues, Path, UseFormSetError } from "react-hook-form"
import { ApiError } from "../../../lib/api-client.ts"
import { ta } from "../i18n/index.ts"

/**
 * `422 account.form_invalid`: each `details.fields` entry shown on its field (the API's paths,
 * `address.zipCode`, are the form's); answers true when it did. The message is the API's,
 * already in the request's language.
 */
export const showFieldErrors = <F extends FieldValues>(error: unknown, setError: UseFormSetError<F>): boolean => {
  if (!(error instanceof ApiError) || error.code !== "account.form_invalid") return false
  const fields = (error.details["fields"] ?? []) as ReadonlyArray<{ field: string; code: string; message: string }>
  fields.forEach((f, i) => setError(f.field as Path<F>, { type: f.code, message: f.message }, { shouldFocus: i === 0 }))
  return fields.length > 0
}

/** Seconds as m:ss, for countdowns. */
export const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`

/** The text of an error the screens do not treat apart: a 429's wait, the API's message, else a generic one. */
export const errorMessage = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 429) {
    const wait = Number(error.details["retryAfterSeconds"] ?? 0)
    if (wait > 0) return ta("error.tooMany", { time: clock(wait) })
  }
  return error instanceof ApiError && error.message ? error.message : ta("error.generic")
}
