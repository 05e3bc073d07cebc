import { Schema } from "effect"
import { Id, NonEmptyText } from "../shared/schemas.ts"

/**
 * The public pages a deployment authors in the console (DESIGN §7 "The deployment's face"):
 * `hotsite` a campaign's promotional page, `partner_landing` a partner's landing page
 * (`tigre-juntos-somos-mais`), `partner_signup` a sign-up bound to a partner agency
 * (`register-seven-trade`, `register-pop-trade`), `about_team` the team page.
 */
export const SitePageKind = Schema.Literals(["hotsite", "partner_landing", "partner_signup", "about_team"])
export type SitePageKind = typeof SitePageKind.Type

/** A page's id is its route (`register-pop-trade`): lower-case words and hyphens. */
export const PageId = Id.check(Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/))

/** The page's text: HTML as the console's editor writes it, sanitized when served (adapters/content). */
export const PageBody = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(50_000))

export const SitePageDetails = {
  kind: SitePageKind,
  title: NonEmptyText,
  body: PageBody,
  /** A hotsite's campaign. */
  campaignId: Schema.optionalKey(Id),
  /** A partner page's agency: who signs up there joins it. */
  agencyId: Schema.optionalKey(Id)
}

/** Saved: online as it now reads (a new page, or an edit replacing the whole page). */
export class SitePageSaved extends Schema.TaggedClass<SitePageSaved>()("SitePageSaved", { pageId: PageId, ...SitePageDetails }) {}

/** Taken offline: its route answers "not found" until it is saved again. */
export class SitePageWithdrawn extends Schema.TaggedClass<SitePageWithdrawn>()("SitePageWithdrawn", { pageId: PageId }) {}

export type SitePageEvent = SitePageSaved | SitePageWithdrawn
