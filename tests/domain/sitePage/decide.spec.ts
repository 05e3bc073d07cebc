import { Exit, Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { SaveSitePage } from "../../../domain/sitePage/commands.ts"
import { SitePageSaved, SitePageWithdrawn } from "../../../domain/sitePage/events.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"

let s: Scenario
afterEach(() => s.close())

const save = (pageId: string, kind: string, extra: Record<string, unknown> = {}): Step => ({
  type: "SaveSitePage",
  payload: { pageId, kind, title: "Página", body: "<p>Oi</p>", ...extra }
})

describe("SaveSitePage", () => {
  it("saves a hotsite of a campaign that exists, and keeps only what its kind uses", () => {
    s = standardProgramme(scenario())
    s.when(save("hotsite-c1", "hotsite", { campaignId: "C1", agencyId: "ag1" })).thenEvents(
      new SitePageSaved({ pageId: "hotsite-c1", kind: "hotsite", title: "Página", body: "<p>Oi</p>", campaignId: "C1" })
    )
  })

  it("refuses a hotsite without a campaign, or with one that does not exist", () => {
    s = standardProgramme(scenario())
    s.when(save("hotsite-x", "hotsite")).thenRejects("site.campaign_required", { pageId: "hotsite-x" })
    s.when(save("hotsite-x", "hotsite", { campaignId: "C9" })).thenRejects("site.campaign_required", { pageId: "hotsite-x" })
  })

  it("binds a partner's sign-up and landing to an agency that exists", () => {
    s = standardProgramme(scenario())
    s.when(save("register-pop-trade", "partner_signup", { agencyId: "ag1" })).thenEvents(
      new SitePageSaved({ pageId: "register-pop-trade", kind: "partner_signup", title: "Página", body: "<p>Oi</p>", agencyId: "ag1" })
    )
    s.when(save("tigre-juntos-somos-mais", "partner_landing")).thenRejects("site.agency_required", { pageId: "tigre-juntos-somos-mais" })
    s.when(save("register-seven-trade", "partner_signup", { agencyId: "ag9" })).thenRejects("site.agency_required", { pageId: "register-seven-trade" })
  })

  it("replaces a page's text but never its kind", () => {
    s = standardProgramme(scenario()).run(save("about-team", "about_team"))
    s.when(save("about-team", "about_team", { title: "Nosso time" })).thenEvents(
      new SitePageSaved({ pageId: "about-team", kind: "about_team", title: "Nosso time", body: "<p>Oi</p>" })
    )
    s.when(save("about-team", "hotsite", { campaignId: "C1" })).thenRejects("site.kind_fixed", { pageId: "about-team", kind: "about_team" })
  })

  it("takes a page id that reads as a route only", () => {
    s = standardProgramme(scenario())
    const decode = Schema.decodeUnknownExit(SaveSitePage)
    expect(Exit.isFailure(decode({ _tag: "SaveSitePage", ...save("Sobre Nós", "about_team").payload }))).toBe(true)
    expect(Exit.isSuccess(decode({ _tag: "SaveSitePage", ...save("sobre-nos", "about_team").payload }))).toBe(true)
  })

  it("is an admin's command", () => {
    s = standardProgramme(scenario())
    s.when({ ...save("about-team", "about_team"), actor: "user:u1" }).thenRejects("auth.forbidden")
  })
})

describe("WithdrawSitePage", () => {
  it("takes an online page offline, once", () => {
    s = standardProgramme(scenario()).run(save("about-team", "about_team"))
    s.when({ type: "WithdrawSitePage", payload: { pageId: "about-team" } }).thenEvents(new SitePageWithdrawn({ pageId: "about-team" }))
    s.when({ type: "WithdrawSitePage", payload: { pageId: "about-team" } }).thenRejects("site.not_found", { pageId: "about-team" })
  })
})
