import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { SitePageKind } from "../sitePage/events.ts"
import { Authentication } from "./security.ts"

/** A public page as the learner app shows it: the body sanitized, the campaign and agency named. */
export const SitePageView = Schema.Struct({
  pageId: Schema.String,
  kind: SitePageKind,
  title: Schema.String,
  body: Schema.String,
  campaignId: Schema.NullOr(Schema.String),
  campaignName: Schema.NullOr(Schema.String),
  agencyId: Schema.NullOr(Schema.String),
  agencyName: Schema.NullOr(Schema.String)
}).annotate({ identifier: "SitePageView" })

/**
 * A published course's showcase fields (SPEC §2 `portfolio-course/{slug}`), and nothing else:
 * built field by field, so a field added to the catalogue never reaches the public by accident.
 */
export const ShowcaseCourse = Schema.Struct({
  courseId: Schema.String,
  title: Schema.String,
  coverUrl: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  workloadHours: Schema.Number,
  category: Schema.NullOr(Schema.String)
}).annotate({ identifier: "ShowcaseCourse" })

/**
 * The shell's steps after login (SPEC §2 `complete-register`, `onboarding`): the profile fields the
 * client requires that the account lacks (asked before home until given), and whether the
 * first-login tour is still to be shown.
 */
export const ShellSteps = Schema.Struct({
  missingProfileFields: Schema.Array(Schema.String),
  onboarding: Schema.Boolean
}).annotate({ identifier: "ShellSteps" })

const pageId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64))

/** The deployment's public pages and course showcase (DESIGN §7 "The deployment's face"): no token. */
export const SiteApi = HttpApiGroup.make("site")
  .add(HttpApiEndpoint.get("sitePage", "/api/site-pages/:pageId", { params: { pageId }, success: SitePageView }))
  .add(HttpApiEndpoint.get("showcaseCourse", "/api/showcase/courses/:courseId", { params: { courseId: pageId }, success: ShowcaseCourse }))

/** The same pages and steps for the logged-in learner: the hotsite of their country's running campaign, the shell's steps. */
export const SiteMeApi = HttpApiGroup.make("siteMe")
  .add(HttpApiEndpoint.get("myHotsite", "/api/me/hotsite", { success: SitePageView }))
  .add(HttpApiEndpoint.get("myShellSteps", "/api/me/shell-steps", { success: ShellSteps }))
  .add(HttpApiEndpoint.post("finishOnboarding", "/api/me/onboarding", { success: ShellSteps }))
  .middleware(Authentication)
