import { useState } from "react"
import { Link, useSearchParams } from "react-router"
import { isOpen, useCampaigns, type Campaign } from "../../features/campaigns/api/getCampaigns.ts"
import { CampaignView } from "../../features/campaigns/components/CampaignView.tsx"
import { RegistrationForm } from "../../features/campaigns/components/RegistrationForm.tsx"
import { WalletSummary } from "../../features/wallet/components/WalletSummary.tsx"
import { Empty, Failed, Loading } from "../../components/states.tsx"
import { paths } from "../../config/paths.ts"
import { t, useLanguage } from "../../i18n/index.ts"
import { formatDate } from "../../lib/format.ts"

const viewLink = (c: Campaign) => `${paths.campaigns}?view=${encodeURIComponent(c.campaignId)}`

const CampaignList = ({ title, items }: { title: string; items: ReadonlyArray<Campaign> }) => {
  const locale = useLanguage()
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {items.length === 0 && (
        <Empty>
          <p>{t("campaigns.empty")}</p>
        </Empty>
      )}
      <ul className="cards">
        {items.map((c) => (
          <li key={c.campaignId} className="card">
            <h3>{c.name}</h3>
            <p>{t("campaigns.period", { begins: formatDate(c.begins, locale), ends: formatDate(c.ends, locale) })}</p>
            <p>{c.registration ? t("campaigns.registered") : t("campaigns.notRegistered")}</p>
            <Link className="button secondary" to={viewLink(c)} aria-label={`${t("campaigns.view")}: ${c.name}`}>
              {t("campaigns.view")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Campaigns: active and previous; `?view=` shows one — its dates, my registration, my points in
 * it, the level thresholds — with the registration form while it is open and I am not registered.
 */
export const Component = () => {
  useLanguage()
  const [params] = useSearchParams()
  const campaigns = useCampaigns()
  // Said after the form has gone: the campaign then shows the registration (issue 41, item 24).
  const [registered, setRegistered] = useState<string | undefined>(undefined)
  // A failed read is said as such, with a retry: never "no campaign" (issue 41, item 22).
  if (campaigns.isError) return <Failed error={campaigns.error} onRetry={campaigns.refetch} />
  if (campaigns.data === undefined) return <Loading />
  const all = campaigns.data
  const viewed = all.find((c) => c.campaignId === params.get("view"))
  if (viewed !== undefined)
    return (
      <>
        <CampaignView campaign={viewed}>
          {registered === viewed.campaignId && viewed.registration !== null && (
            <div className="card success-card" role="status">
              <p className="success">{t("campaign.welcome", { name: viewed.name })}</p>
              <Link className="button" to={paths.insertSales}>
                {t("nav.insertSales")}
              </Link>
            </div>
          )}
          {viewed.registration === null && isOpen(viewed) && (
            <section className="card" aria-labelledby="register-title">
              <h2 id="register-title">{t("campaign.register")}</h2>
              <RegistrationForm campaignId={viewed.campaignId} onDone={() => setRegistered(viewed.campaignId)} />
            </section>
          )}
          <WalletSummary campaignId={viewed.campaignId} ends={viewed.ends} closed={!isOpen(viewed)} />
        </CampaignView>
        <Link className="button secondary" to={paths.campaigns}>
          {t("campaign.back")}
        </Link>
      </>
    )
  return (
    <>
      <h1>{t("nav.campaigns")}</h1>
      <CampaignList title={t("campaigns.active")} items={all.filter(isOpen)} />
      <CampaignList title={t("campaigns.previous")} items={all.filter((c) => !isOpen(c) && c.status !== "draft")} />
    </>
  )
}
