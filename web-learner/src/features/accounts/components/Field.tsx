import { useId, type InputHTMLAttributes, type ReactNode } from "react"
import { get, type FieldErrors, type FieldValues, type UseFormRegisterReturn } from "react-hook-form"
import { fieldError, ta } from "../i18n/index.ts"

/** Unique per field on the page: the profile holds several forms with a `fullName`. */
const useFieldId = (name: string) => `f${useId().replace(/[^\w-]/g, "")}-${name.replace(/\./g, "-")}`

/** A labelled input with its help and its inline error (the schema's or the API's, SPEC §5). */
export const Field = ({
  label,
  registration,
  errors,
  help,
  optional = false,
  mask,
  ...input
}: {
  label: string
  registration: UseFormRegisterReturn
  errors: FieldErrors<FieldValues>
  help?: ReactNode
  optional?: boolean
  /** Rewrites what is typed (a document's or a date's mask) before the form reads it. */
  mask?: (typed: string) => string
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) => {
  const id = useFieldId(registration.name)
  const error = fieldError(get(errors, registration.name))
  const described = [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ")
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="help"> {ta("form.optional")}</span>}
      </label>
      <input id={id} aria-invalid={error !== undefined} aria-describedby={described || undefined} {...input}
        {...registration}
        onChange={(e) => {
          if (mask) e.target.value = mask(e.target.value)
          return registration.onChange(e)
        }}
      />
      {help && (
        <div id={`${id}-help`} className="help">
          {help}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="error">
          {error}
        </p>
      )}
    </div>
  )
}

/** A labelled select with its inline error. */
export const SelectField = ({
  label,
  registration,
  errors,
  options
}: {
  label: string
  registration: UseFormRegisterReturn
  errors: FieldErrors<FieldValues>
  options: ReadonlyArray<{ value: string; label: string }>
}) => {
  const id = useFieldId(registration.name)
  const error = fieldError(get(errors, registration.name))
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error !== undefined} aria-describedby={error ? `${id}-error` : undefined} {...registration}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="error">
          {error}
        </p>
      )}
    </div>
  )
}
