import { Link } from "react-router"
import { QueryView } from "../../../components/states.tsx"
import { useSitePage } from "../../../features/sso/api/pages.ts"
import { ssoPaths } from "../../../features/sso/api/paths.ts"
import { PublicPage } from "../../../features/sso/components/PublicPage.tsx"
import { SitePageContent } from "../../../features/sso/components/SitePageContent.tsx"
import { Unavailable } from "../../../features/sso/components/Unavailable.tsx"
import { loadSsoText, ts } from "../../../features/sso/i18n/index.ts"

/** `tigre-juntos-somos-mais` (SPEC §2): the partner's public landing page, authored in the console. */
export const loader = () => loadSsoText().then(() => null)

export const Component = () => {
  const page = useSitePage(ssoPaths.partnerLanding.slice(1))
  if (page.isError) return <PublicPage><Unavailable error={page.error} onRetry={() => page.refetch()} /></PublicPage>
  return (
    <PublicPage wide>
      <QueryView query={page}>
        {(p) => (
          <SitePageContent page={p}>
            <nav className="links cta" aria-label={ts("partner.register")}>
              <Link className="button" to={ssoPaths.registerPopTrade}>{ts("partner.register")}</Link>
              <Link to="/">{ts("partner.login")}</Link>
            </nav>
          </SitePageContent>
        )}
      </QueryView>
    </PublicPage>
  )
}
