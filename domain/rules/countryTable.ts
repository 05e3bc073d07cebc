/**
 * The programme's seven countries as plain data, without effect: the learner app's forms import the
 * document and phone rules that read this table, and must not pull effect into their chunks.
 */
export const countryCodes = ["AR", "BR", "CA", "CL", "CO", "MX", "PE"] as const
export type CountryCode = (typeof countryCodes)[number]

export type DocumentKind = "cpf" | "dni8" | "free"

export interface Country {
  readonly code: CountryCode
  readonly timeZone: string
  /** Group 1 and group 2 countries have different programme requirements. */
  readonly group: 1 | 2
  readonly currency: string
  readonly documentKind: DocumentKind
}

/** Every "calendar day" rule is computed in the country's zone. */
export const countries: Readonly<Record<CountryCode, Country>> = {
  AR: { code: "AR", timeZone: "America/Argentina/Buenos_Aires", group: 2, currency: "ARS", documentKind: "dni8" },
  BR: { code: "BR", timeZone: "America/Sao_Paulo", group: 1, currency: "BRL", documentKind: "cpf" },
  CA: { code: "CA", timeZone: "America/Toronto", group: 1, currency: "CAD", documentKind: "free" },
  CL: { code: "CL", timeZone: "America/Santiago", group: 2, currency: "CLP", documentKind: "free" },
  CO: { code: "CO", timeZone: "America/Bogota", group: 2, currency: "COP", documentKind: "free" },
  MX: { code: "MX", timeZone: "America/Mexico_City", group: 1, currency: "MXN", documentKind: "free" },
  PE: { code: "PE", timeZone: "America/Lima", group: 2, currency: "PEN", documentKind: "free" }
}

export const timeZoneOf = (code: CountryCode): string => countries[code].timeZone
