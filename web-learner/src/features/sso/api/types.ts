import type { ShellSteps, ShowcaseCourse, SitePageView } from "../../../../../domain/api/SiteApi.ts"
import type { SsoProvider } from "../../../../../domain/api/SsoApi.ts"

/** The API's shapes, from the contract (domain/api): a changed answer fails the typecheck here. */
export type Provider = typeof SsoProvider.Type
export type SitePage = typeof SitePageView.Type
export type Showcase = typeof ShowcaseCourse.Type
export type Steps = typeof ShellSteps.Type
