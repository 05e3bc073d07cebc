import { QueryView } from "../../../components/states.tsx"
import { useHotsite } from "../../../features/sso/api/pages.ts"
import { SitePageContent } from "../../../features/sso/components/SitePageContent.tsx"
import { Unavailable } from "../../../features/sso/components/Unavailable.tsx"
import { loadSsoText, ts, useSsoLanguage } from "../../../features/sso/i18n/index.ts"

/** `hotsite` (SPEC §2): the promotional page of my country's running campaign, authored in the console. */
export const loader = () => loadSsoText().then(() => null)

export const Component = () => {
  useSsoLanguage()
  const page = useHotsite()
  if (page.isError) return <Unavailable error={page.error} onRetry={() => page.refetch()} message={ts("hotsite.empty")} />
  return (
    <QueryView query={page}>
      {(p) => <SitePageContent page={p}>{p.campaignName && <p className="help">{ts("hotsite.campaign", { campaign: p.campaignName })}</p>}</SitePageContent>}
    </QueryView>
  )
}
