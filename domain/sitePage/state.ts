import type { SitePageKind } from "./events.ts"

export type SitePageState = { readonly exists: false } | { readonly exists: true; readonly kind: SitePageKind; readonly online: boolean }

export const initialState: SitePageState = { exists: false }
