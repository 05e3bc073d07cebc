import { useCampaigns } from "../../features/campaigns/api/getCampaigns.ts"
import { selectedClient, useMe } from "../../features/session/api/getMe.ts"
import { useSaveLanguage } from "../../features/session/api/setLanguage.ts"
import { LevelCard } from "../../features/wallet/components/LevelCard.tsx"
import { Statement } from "../../features/wallet/components/Statement.tsx"
import { LanguageSelect } from "../../components/LanguageSelect.tsx"
import { t, useLanguage } from "../../i18n/index.ts"

/** Profile: my data, language, level and the points statement per campaign. */
export const Component = () => {
  useLanguage()
  const me = useMe()
  const campaigns = useCampaigns()
  const saveLanguage = useSaveLanguage()
  const client = me.data ? selectedClient(me.data) : undefined
  return (
    <>
      <h1>{t("profile.title")}</h1>
      <section className="card" aria-labelledby="data-title">
        <h2 id="data-title">{t("profile.data")}</h2>
        <dl className="data">
          <div><dt>{t("profile.name")}</dt><dd>{me.data?.fullName}</dd></div>
          <div><dt>{t("profile.email")}</dt><dd>{me.data?.email}</dd></div>
          <div><dt>{t("profile.country")}</dt><dd>{me.data?.country}</dd></div>
          <div><dt>{t("profile.client")}</dt><dd>{client?.name}</dd></div>
        </dl>
        <LanguageSelect onChange={(l) => saveLanguage.mutate(l)} />
      </section>
      <LevelCard />
      <Statement ends={(id) => campaigns.data?.find((c) => c.campaignId === id)?.ends} />
    </>
  )
}
