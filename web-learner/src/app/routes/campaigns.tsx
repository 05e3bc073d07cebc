import { Link, useSearchParams } from "react-router"
import { isOpen, useCampaigns, type Campaign } from "../../features/campaigns/api/getCampaigns.ts"
import { RegistrationForm } from "../../features/campaigns/components/RegistrationForm.tsx"
import { paths } from "../../config/paths.ts"
import { t, useLanguage } from "../../i18n/index.ts"
import { formatDate } from "../../lib/format.ts"

const viewLink = (c: Campaign) => `${paths.campaigns}?view=${encodeURIComponent(c.campaignId)}`

const CampaignList = ({ title, items }: { title: string; items: ReadonlyArray<Campaign> }) => {
  const locale = useLanguage()
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {items.length === 0 && <p>{t("campaigns.empty")}</p>}
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

/** Campaigns: active and previous; `?view=` shows one, with its registration form while open. */
export const Component = () => {
  const locale = useLanguage()
  const [params] = useSearchParams()
  const campaigns = useCampaigns()
  const all = campaigns.data ?? []
  const viewed = all.find((c) => c.campaignId === params.get("view"))
  if (viewed !== undefined)
    return (
      <>
        <h1>{viewed.name}</h1>
        <p>{t("campaigns.period", { begins: formatDate(viewed.begins, locale), ends: formatDate(viewed.ends, locale) })}</p>
        {viewed.registration ? (
          <p className="success">
            {t("campaign.yourRegistration")}: {t("campaigns.registered")} ({formatDate(viewed.registration.registeredAt, locale)})
          </p>
        ) : isOpen(viewed) ? (
          <RegistrationForm campaignId={viewed.campaignId} />
        ) : (
          <p>{t("campaigns.notRegistered")}</p>
        )}
        <Link to={paths.campaigns}>{t("nav.campaigns")}</Link>
      </>
    )
  return (
    <>
      <h1>{t("nav.campaigns")}</h1>
      {campaigns.isPending ? <p role="status">{t("loading")}</p> : null}
      <CampaignList title={t("campaigns.active")} items={all.filter(isOpen)} />
      <CampaignList title={t("campaigns.previous")} items={all.filter((c) => !isOpen(c) && c.status !== "draft")} />
    </>
  )
}
