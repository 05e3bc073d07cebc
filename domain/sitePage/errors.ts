import { Schema } from "effect"

const S = Schema.String

/** A hotsite promotes one campaign: it needs one that exists. */
export class SitePageCampaignRequired extends Schema.TaggedError<SitePageCampaignRequired>()("SitePageCampaignRequired", { pageId: S }) {
  get code() { return "site.campaign_required" as const }
}
/** A partner's pages sign people up to its agency: they need one that exists. */
export class SitePageAgencyRequired extends Schema.TaggedError<SitePageAgencyRequired>()("SitePageAgencyRequired", { pageId: S }) {
  get code() { return "site.agency_required" as const }
}
/** A page keeps its kind: its route and links were published as that kind. */
export class SitePageKindFixed extends Schema.TaggedError<SitePageKindFixed>()("SitePageKindFixed", { pageId: S, kind: S }) {
  get code() { return "site.kind_fixed" as const }
}
export class SitePageNotFound extends Schema.TaggedError<SitePageNotFound>()("SitePageNotFound", { pageId: S }) {
  get code() { return "site.not_found" as const }
}
