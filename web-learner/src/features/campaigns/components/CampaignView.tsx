import type { ReactNode } from "react"
import { t, useLanguage } from "../../../i18n/index.ts"
import { formatDate, formatNumber } from "../../../lib/format.ts"
import { isOpen, type Campaign } from "../api/getCampaigns.ts"
import { useRegistrationOptions } from "../api/getOptions.ts"

/** My registration in words: the agency, brands and stores by name (the options give the names). */
const MyRegistration = ({ campaign }: { campaign: Campaign }) => {
  const locale = useLanguage()
  const options = useRegistrationOptions(campaign.campaignId)
  const r = campaign.registration
  if (r === null) return <p>{t("campaigns.notRegistered")}</p>
  const o = options.data
  const names = <A,>(ids: ReadonlyArray<string>, all: ReadonlyArray<A> | undefined, id: (a: A) => string, name: (a: A) => string) =>
    ids.map((x) => { const found = all?.find((a) => id(a) === x); return found ? name(found) : x }).join(", ")
  return (
    <dl className="data">
      <div>
        <dt>{t("campaign.registeredAt")}</dt>
        <dd>{formatDate(r.registeredAt, locale)}</dd>
      </div>
      <div>
        <dt>{t("campaign.agency")}</dt>
        <dd>{names([r.agencyId], o?.agencies, (a) => a.agencyId, (a) => a.name)}</dd>
      </div>
      <div>
        <dt>{t("campaign.brands")}</dt>
        <dd>{names(r.brandIds, o?.brands, (b) => b.brandId, (b) => b.name)}</dd>
      </div>
      <div>
        <dt>{t("campaign.stores")}</dt>
        <dd>{names(r.storeIds, o?.stores, (s) => s.storeId, (s) => `${s.name} — ${s.city}`)}</dd>
      </div>
    </dl>
  )
}

/** The levels' thresholds in this campaign (DESIGN §4.5): XP to reach a level, and to keep it. */
const Thresholds = ({ campaign }: { campaign: Campaign }) => {
  const locale = useLanguage()
  const rows = [
    [t("level.name.2"), campaign.levels.creator],
    [t("level.name.3"), campaign.levels.influencer]
  ] as const
  return (
    <table>
      <caption>{t("campaign.thresholds")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("campaign.level")}</th>
          <th scope="col" className="num">{t("campaign.reach")}</th>
          <th scope="col" className="num">{t("campaign.keep")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, th]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td className="num">{formatNumber(th.reach, locale)} XP</td>
            <td className="num">{formatNumber(th.keep, locale)} XP</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * One campaign, open or previous: its dates and state, my registration, the level thresholds.
 * The route adds what other features own (my points in it, the registration form).
 */
export const CampaignView = ({ campaign, children }: { campaign: Campaign; children?: ReactNode }) => {
  const locale = useLanguage()
  return (
    <>
      <h1>{campaign.name}</h1>
      <p>
        <span className={`badge ${isOpen(campaign) ? "approved" : "closed"}`}>{isOpen(campaign) ? t("campaign.open") : t("campaign.closed")}</span>{" "}
        {t("campaigns.period", { begins: formatDate(campaign.begins, locale), ends: formatDate(campaign.ends, locale) })}
      </p>
      <section className="card" aria-labelledby="registration-title">
        <h2 id="registration-title">{t("campaign.yourRegistration")}</h2>
        <MyRegistration campaign={campaign} />
      </section>
      {children}
      <section className="card" aria-labelledby="levels-title">
        <h2 id="levels-title">{t("level.title")}</h2>
        <Thresholds campaign={campaign} />
      </section>
    </>
  )
}
