/** Nothing a later decision reads: a configuration replaces the last one whole. */
export interface BrandingState {
  readonly configured: boolean
}

export const initialState: BrandingState = { configured: false }
