import type { SitePageEvent } from "./events.ts"
import type { SitePageState } from "./state.ts"

export const evolve = (s: SitePageState, e: SitePageEvent): SitePageState => {
  switch (e._tag) {
    case "SitePageSaved":
      return { exists: true, kind: e.kind, online: true }
    case "SitePageWithdrawn":
      return s.exists ? { ...s, online: false } : s
  }
}
