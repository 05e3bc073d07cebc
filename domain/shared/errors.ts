/**
 * Every rejection the domain can answer carries a stable `code` (e.g. `sale.window_expired`):
 * the API, the CLI and the UIs show it and look its text up in the message catalogue.
 * Codes are never renamed once shipped.
 */
export interface DomainError {
  readonly _tag: string
  readonly code: string
}

export const isDomainError = (u: unknown): u is DomainError =>
  typeof u === "object" && u !== null && typeof (u as DomainError)._tag === "string" && typeof (u as DomainError).code === "string"

/** The fields of an error other than its tag and code: the details a message may interpolate. */
export const errorDetails = (e: DomainError): Record<string, unknown> => {
  const details: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(e)) if (k !== "_tag" && k !== "code" && k !== "stack" && k !== "message") details[k] = v
  return details
}
