import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { SitePageSaved, SitePageWithdrawn, type SitePageEvent } from "./events.ts"
import { evolve } from "./evolve.ts"
import { initialState, type SitePageState } from "./state.ts"

/** A public page of the deployment (DESIGN §7): stream `site-page-<pageId>`. */
export const SitePage: Aggregate<SitePageState, SitePageEvent> = {
  name: "site-page",
  initialState,
  evolve,
  events: [SitePageSaved, SitePageWithdrawn],
  streamOf: (e) => `site-page-${e.pageId}`
}

export const sitePage = (pageId: string) => streamRef(SitePage, pageId)
