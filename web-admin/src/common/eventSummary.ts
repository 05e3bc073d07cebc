import { useTranslate } from "react-admin"
import { useFormat } from "../format.ts"

/**
 * An event's data in one line a person reads: `field: value` pairs, each field by its label in the
 * console's language, numbers in its locale, lists as their length ("Lines: 3 ×"), nested objects
 * flattened one level. The ids the row already shows (its stream) stay in, as the trail is read
 * out of context too.
 */
export const eventSummary = (data: unknown, number: (n: number) => string, label: (field: string) => string): string => {
  if (data === null || typeof data !== "object") return String(data ?? "")
  const value = (v: unknown): string =>
    typeof v === "number"
      ? number(v)
      : Array.isArray(v)
        ? `${number(v.length)} ×`
        : v !== null && typeof v === "object"
          ? Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k} ${typeof x === "object" ? "…" : String(x)}`).join(", ")
          : String(v)
  const text = Object.entries(data as Record<string, unknown>).map(([k, v]) => `${label(k)}: ${value(v)}`).join(" · ")
  return text.length > 220 ? `${text.slice(0, 220)}…` : text
}

/** `eventSummary` in the console's language: field labels from `vitrine.eventFields`, numbers in its locale. */
export const useEventSummary = (): ((data: unknown) => string) => {
  const translate = useTranslate()
  const f = useFormat()
  return (data) => eventSummary(data, f.number, (k) => translate(`vitrine.eventFields.${k}`, { _: k }))
}

/** An event type by its name in the console's language ("Sale approved", not `SaleApproved`); the tag if unnamed. */
export const useEventType = (): ((type: string) => string) => {
  const translate = useTranslate()
  return (type) => translate(`vitrine.eventTypes.${type}`, { _: type })
}
