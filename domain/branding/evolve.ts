import type { BrandingEvent } from "./events.ts"
import type { BrandingState } from "./state.ts"

export const evolve = (_s: BrandingState, _e: BrandingEvent): BrandingState => ({ configured: true })
