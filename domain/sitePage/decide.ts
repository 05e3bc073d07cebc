import { Effect } from "effect"
import { campaign } from "../campaign/aggregate.ts"
import type { Lookups } from "../lookups.ts"
import { agency } from "../reference/state.ts"
import { defineCommand } from "../shared/decider.ts"
import { sitePage } from "./aggregate.ts"
import { SaveSitePage, WithdrawSitePage } from "./commands.ts"
import { SitePageAgencyRequired, SitePageCampaignRequired, SitePageKindFixed, SitePageNotFound } from "./errors.ts"
import { SitePageSaved, SitePageWithdrawn } from "./events.ts"

export const saveSitePage = defineCommand<SaveSitePage, Lookups>({
  schema: SaveSitePage,
  decide: (c, states) =>
    Effect.gen(function* () {
      const page = states.of(sitePage(c.pageId))
      if (page.exists && page.kind !== c.kind) return yield* new SitePageKindFixed({ pageId: c.pageId, kind: page.kind })
      if (c.kind === "hotsite" && (c.campaignId === undefined || !states.of(campaign(c.campaignId)).exists))
        return yield* new SitePageCampaignRequired({ pageId: c.pageId })
      const partner = c.kind === "partner_landing" || c.kind === "partner_signup"
      if (partner && (c.agencyId === undefined || states.of(agency(c.agencyId)) === undefined)) return yield* new SitePageAgencyRequired({ pageId: c.pageId })
      // Only what the kind uses is kept: a team page names no campaign, a hotsite no agency.
      return [
        new SitePageSaved({
          pageId: c.pageId,
          kind: c.kind,
          title: c.title,
          body: c.body,
          ...(c.kind === "hotsite" ? { campaignId: c.campaignId! } : {}),
          ...(partner ? { agencyId: c.agencyId! } : {})
        })
      ]
    })
})

export const withdrawSitePage = defineCommand<WithdrawSitePage, Lookups>({
  schema: WithdrawSitePage,
  decide: (c, states) =>
    Effect.gen(function* () {
      const page = states.of(sitePage(c.pageId))
      if (!page.exists || !page.online) return yield* new SitePageNotFound({ pageId: c.pageId })
      return [new SitePageWithdrawn({ pageId: c.pageId })]
    })
})
