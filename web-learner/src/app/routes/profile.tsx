import { isOpen, useCampaigns } from "../../features/campaigns/api/getCampaigns.ts"
import { MyData } from "../../features/profile/components/MyData.tsx"
import { ProfileSection } from "../../features/profile/components/ProfileSection.tsx"
import { selectedClient, useMe } from "../../features/session/api/getMe.ts"
import { useSaveLanguage } from "../../features/session/api/setLanguage.ts"
import { ClientSwitch } from "../../features/session/components/ClientSwitch.tsx"
import { LevelCard } from "../../features/wallet/components/LevelCard.tsx"
import { Statement } from "../../features/wallet/components/Statement.tsx"
import { LanguageSelect } from "../../components/LanguageSelect.tsx"
import { AccountSections } from "../../features/accounts/components/profile/AccountSections.tsx"
import { loadAccountsText } from "../../features/accounts/i18n/index.ts"
import { t, useLanguage } from "../../i18n/index.ts"

/**
 * Profile: my data, my preferences (language, kept on the server; company, for users of several),
 * level and the points statement per campaign. Each section is a card; more slot in here.
 */
/** The account sections' texts load with this route. */
export const loader = () => loadAccountsText().then(() => null)

export const Component = () => {
  useLanguage()
  const me = useMe()
  const campaigns = useCampaigns()
  const saveLanguage = useSaveLanguage()
  const data = me.data
  return (
    <>
      <h1>{t("profile.title")}</h1>
      {data && (
        <ProfileSection title={t("profile.data")}>
          <MyData data={{ fullName: data.fullName, email: data.email, country: data.country, company: selectedClient(data)?.name }} />
        </ProfileSection>
      )}
      <ProfileSection title={t("profile.preferences")}>
        <LanguageSelect inline={false} onChange={(l) => saveLanguage.mutate(l)} />
        {saveLanguage.isError && <p className="error" role="alert">{t("error.generic")}</p>}
        {data && <ClientSwitch me={data} />}
      </ProfileSection>
      <AccountSections Section={ProfileSection} />
      <LevelCard />
      <Statement
        campaignOf={(id) => {
          const c = campaigns.data?.find((x) => x.campaignId === id)
          return c && { ends: c.ends, closed: !isOpen(c) }
        }}
      />
    </>
  )
}
