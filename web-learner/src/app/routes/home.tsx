import { Link } from "react-router"
import { isOpen, useCampaigns } from "../../features/campaigns/api/getCampaigns.ts"
import { useMe } from "../../features/session/api/getMe.ts"
import { useWallets } from "../../features/wallet/api/getWallets.ts"
import { LevelCard } from "../../features/wallet/components/LevelCard.tsx"
import { Empty, Failed, Loading } from "../../components/states.tsx"
import { paths } from "../../config/paths.ts"
import { t, useLanguage } from "../../i18n/index.ts"
import { formatDate } from "../../lib/format.ts"

/** Home: level, points, the current campaign and what to do next. */
export const Component = () => {
  const locale = useLanguage()
  const me = useMe()
  const campaigns = useCampaigns()
  const wallets = useWallets()
  const current = campaigns.data?.find(isOpen)
  const wallet = wallets.data?.find((w) => w.campaignId === current?.campaignId)
  return (
    <>
      <h1>{t("home.hello", { name: me.data?.fullName ?? "" })}</h1>
      <div className="grid">
        <section className="card" aria-labelledby="current-title">
          <h2 id="current-title">{t("home.current")}</h2>
          {campaigns.isError ? (
            <Failed error={campaigns.error} onRetry={campaigns.refetch} />
          ) : campaigns.isPending ? (
            <Loading />
          ) : current === undefined ? (
            <Empty>
              <p>{t("home.none")}</p>
            </Empty>
          ) : (
            <>
              <p className="big">{current.name}</p>
              <p>{t("campaigns.period", { begins: formatDate(current.begins, locale), ends: formatDate(current.ends, locale) })}</p>
              <p>
                {t("home.balance")}: <strong>{t("points.count", { count: wallet?.balance ?? 0 })}</strong>
              </p>
              <h3>{t("home.next")}</h3>
              {current.registration === null ? (
                <p>
                  {t("home.nextRegister")}{" "}
                  <Link className="button" to={`${paths.campaigns}?view=${encodeURIComponent(current.campaignId)}`}>
                    {t("campaign.register")}
                  </Link>
                </p>
              ) : (
                <>
                  <p>{t("home.nextSell")}</p>
                  <p className="actions">
                    <Link className="button" to={paths.insertSales}>
                      {t("nav.insertSales")}
                    </Link>
                    <Link className="button secondary" to={paths.mySales}>
                      {t("sales.mine")}
                    </Link>
                  </p>
                </>
              )}
            </>
          )}
        </section>
        <LevelCard />
      </div>
    </>
  )
}
