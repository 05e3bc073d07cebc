import { Schema } from "effect"
import { countryCodes } from "./countryTable.ts"

export * from "./countryTable.ts"

/** The programme's seven countries, as a Schema for decoding input. */
export const CountryCode = Schema.Literals(countryCodes)
export type CountryCode = typeof CountryCode.Type
