import { Schema } from "effect"
import { PageId, SitePageDetails } from "./events.ts"

/** Creates or replaces a page (the console's editor saves the whole page). */
export class SaveSitePage extends Schema.TaggedClass<SaveSitePage>()("SaveSitePage", { pageId: PageId, ...SitePageDetails }) {}

export class WithdrawSitePage extends Schema.TaggedClass<WithdrawSitePage>()("WithdrawSitePage", { pageId: PageId }) {}
