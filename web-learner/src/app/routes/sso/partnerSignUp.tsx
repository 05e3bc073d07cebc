import { useLocation } from "react-router"
import { QueryView } from "../../../components/states.tsx"
import { SignUpForm } from "../../../features/accounts/components/SignUpForm.tsx"
import { loadAccountsText } from "../../../features/accounts/i18n/index.ts"
import { useSitePage } from "../../../features/sso/api/pages.ts"
import { PublicPage } from "../../../features/sso/components/PublicPage.tsx"
import { SitePageContent } from "../../../features/sso/components/SitePageContent.tsx"
import { Unavailable } from "../../../features/sso/components/Unavailable.tsx"
import { loadSsoText, ts } from "../../../features/sso/i18n/index.ts"
import { paths } from "../../../config/paths.ts"

/** `register-seven-trade`, `register-pop-trade` (SPEC §2): the sign-up, bound to the partner page's agency. */
export const loader = () => Promise.all([loadSsoText(), loadAccountsText()]).then(() => null)

/** The page's id is its route (`/register-pop-trade` → `register-pop-trade`). */
export const Component = () => {
  const page = useSitePage(useLocation().pathname.slice(1))
  if (page.isError) return <PublicPage><Unavailable error={page.error} onRetry={() => page.refetch()} /></PublicPage>
  return (
    <PublicPage wide>
      <QueryView query={page}>
        {(p) => (
          <>
            <SitePageContent page={p}>{p.agencyName && <p className="help">{ts("partner.agency", { agency: p.agencyName })}</p>}</SitePageContent>
            <SignUpForm successPath={paths.registerSuccess} {...(p.agencyId ? { agencyId: p.agencyId } : {})} />
          </>
        )}
      </QueryView>
    </PublicPage>
  )
}
