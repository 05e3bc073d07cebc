import { QueryView } from "../../../components/states.tsx"
import { useSitePage } from "../../../features/sso/api/pages.ts"
import { PublicPage } from "../../../features/sso/components/PublicPage.tsx"
import { SitePageContent } from "../../../features/sso/components/SitePageContent.tsx"
import { Unavailable } from "../../../features/sso/components/Unavailable.tsx"
import { loadSsoText } from "../../../features/sso/i18n/index.ts"

/** The team page (content set in the console): `about-team` in public, `about-the-team` inside the app. */
export const loader = () => loadSsoText().then(() => null)

export const TeamPage = () => {
  const page = useSitePage("about-team")
  if (page.isError) return <Unavailable error={page.error} onRetry={() => page.refetch()} />
  return <QueryView query={page}>{(p) => <SitePageContent page={p} />}</QueryView>
}

export const Component = () => (
  <PublicPage wide>
    <TeamPage />
  </PublicPage>
)
