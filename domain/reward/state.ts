import type { CountryCode } from "../rules/countries.ts"

export interface RewardDetailsState {
  readonly name: string
  readonly department: string
  readonly category: string
  readonly price: number
  readonly minLevel: 1 | 2 | 3
  readonly requiredCourseIds: ReadonlyArray<string>
  readonly countries: ReadonlyArray<CountryCode>
}

export type RewardState =
  | { readonly exists: false }
  | ({ readonly exists: true; readonly stock: number; readonly withdrawn: boolean } & RewardDetailsState)

export const initialState: RewardState = { exists: false }

/** Offered in the country: an empty list offers it everywhere. */
export const offeredIn = (r: RewardDetailsState, country: CountryCode): boolean => r.countries.length === 0 || r.countries.includes(country)
