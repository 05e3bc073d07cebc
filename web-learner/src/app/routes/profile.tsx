import { Navigate, NavLink, useParams } from "react-router"
import { isOpen, useCampaigns } from "../../features/campaigns/api/getCampaigns.ts"
import { MyData } from "../../features/profile/components/MyData.tsx"
import { ProfileSection } from "../../features/profile/components/ProfileSection.tsx"
import { selectedClient, useMe, type Client } from "../../features/session/api/getMe.ts"
import { useSaveLanguage } from "../../features/session/api/setLanguage.ts"
import { ClientSwitch } from "../../features/session/components/ClientSwitch.tsx"
import { LevelCard } from "../../features/wallet/components/LevelCard.tsx"
import { Statement } from "../../features/wallet/components/Statement.tsx"
import { LanguageSelect } from "../../components/LanguageSelect.tsx"
import { Empty, Loading } from "../../components/states.tsx"
import { AccountSections } from "../../features/accounts/components/profile/AccountSections.tsx"
import { loadAccountsText } from "../../features/accounts/i18n/index.ts"
import { paths } from "../../config/paths.ts"
import { language, t, useLanguage } from "../../i18n/index.ts"
import type { MessageKey } from "../../i18n/pt-BR.ts"
import { hasFeature, homePath } from "../modules.ts"
import { Component as Orders } from "./myOrders.tsx"
import { Badges } from "../../features/badges/components/Badges.tsx"
import { MyDownloads } from "../../features/offline/components/MyDownloads.tsx"
import { ActivityFeed } from "../../features/profile/components/ActivityFeed.tsx"

/** The account sections' texts load with this route. */
export const loader = () => loadAccountsText().then(() => null)

const Points = () => {
  const campaigns = useCampaigns()
  return (
    <>
      <Statement
        campaignOf={(id) => {
          const c = campaigns.data?.find((x) => x.campaignId === id)
          return c && { ends: c.ends, closed: !isOpen(c) }
        }}
      />
      <LevelCard />
    </>
  )
}

const Data = ({ client }: { client: Client | undefined }) => {
  const me = useMe()
  const saveLanguage = useSaveLanguage()
  const data = me.data
  return (
    <>
      {data && (
        <ProfileSection title={t("profile.data")}>
          <MyData data={{ fullName: data.fullName, email: data.email, country: data.country, company: client?.name }} />
        </ProfileSection>
      )}
      <ProfileSection title={t("profile.preferences")}>
        <LanguageSelect inline={false} onChange={(l) => saveLanguage.mutate(l)} />
        {saveLanguage.isError && <p className="error" role="alert">{t("error.generic")}</p>}
        {data && <ClientSwitch me={data} homeOf={homePath} />}
      </ProfileSection>
      <AccountSections Section={ProfileSection} part="data" />
    </>
  )
}

/** A section whose module has not arrived yet: its route exists, and says so plainly. */
const Placeholder = ({ text }: { text: MessageKey }) => (
  <Empty>
    <p>{t(text)}</p>
  </Empty>
)

/**
 * The profile's sub-pages (issue 41, item 23), in order: a salesperson's points (statement first)
 * before their data. A section with a flag shows only to a client with that feature; the rewards
 * module fills "orders", the learning module "certificates".
 */
const sections: ReadonlyArray<{ slug: string; label: MessageKey; flag?: string; Screen: (p: { client: Client | undefined }) => React.ReactNode }> = [
  { slug: "points", label: "profile.points", flag: "loyalty", Screen: Points },
  { slug: "data", label: "profile.data", Screen: Data },
  { slug: "orders", label: "profile.orders", flag: "loyalty", Screen: () => <Orders /> },
  { slug: "badges", label: "profile.badges", Screen: () => <Badges locale={language()} /> },
  { slug: "certificates", label: "profile.certificates", flag: "courses", Screen: () => <Placeholder text="profile.certificatesEmpty" /> },
  { slug: "security", label: "profile.security", Screen: () => <AccountSections Section={ProfileSection} part="security" /> },
  // Issue 48: the activity files kept on this device (a section, not a menu entry: the login's JS budget is full).
  { slug: "downloads", label: "profile.downloads", flag: "courses", Screen: () => <MyDownloads userId={useMe().data?.userId} /> },
  // Issue 44: what I did and what happened to me, from the log (GET /api/me/activity).
  { slug: "activity", label: "profile.activity", Screen: () => <ActivityFeed locale={language()} /> }
]

/** `/profile` opens the first section the client has; `/profile/:section` one of them. */
export const Component = () => {
  useLanguage()
  const { section } = useParams()
  const me = useMe()
  if (me.data === undefined) return <Loading />
  const client = selectedClient(me.data)
  const mine = sections.filter((s) => hasFeature(client, s.flag))
  const current = mine.find((s) => s.slug === section)
  if (current === undefined) return <Navigate to={`${paths.profile}/${mine[0]!.slug}`} replace />
  return (
    <>
      <h1>
        {t("profile.title")}: {t(current.label)}
      </h1>
      <nav className="tabs scroll" aria-label={t("profile.sections")}>
        {mine.map((s) => (
          <NavLink key={s.slug} to={`${paths.profile}/${s.slug}`}>
            {t(s.label)}
          </NavLink>
        ))}
      </nav>
      <current.Screen client={client} />
    </>
  )
}
