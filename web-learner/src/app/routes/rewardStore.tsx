import { useState } from "react"
import { Link } from "react-router"
import { RewardCard } from "../../features/rewards/components/RewardCard.tsx"
import { StoreFilters } from "../../features/rewards/components/StoreFilters.tsx"
import { useRewardStore } from "../../features/rewards/api/getStore.ts"
import { useRewards } from "../../features/rewards/api/getRewards.ts"
import { rewardPaths, type StoreFilter } from "../../features/rewards/api/paths.ts"
import { t, useLanguage } from "../../i18n/index.ts"
import "../../features/rewards/components/rewards.css"

const PAGE = 24

/** `reward-store`: my balance, then the store by department and category, searched and sorted. */
export const Component = () => {
  const locale = useLanguage()
  const [filter, setFilter] = useState<StoreFilter>({ sort: "popular" })
  const [count, setCount] = useState(PAGE)
  const summary = useRewardStore()
  const rewards = useRewards(filter, count)
  const campaign = summary.data?.campaign
  return (
    <>
      <h1>{t("rewards.title")}</h1>
      <p className="balance">
        {campaign ? (
          <>
            <span>{t("rewards.balance")}</span>
            <span className="big">{t("points.count", { count: campaign.balance })}</span>
            <span className="help">{campaign.name}</span>
          </>
        ) : (
          summary.isSuccess && <span>{t("rewards.noCampaign")}</span>
        )}
        <Link to={rewardPaths.myOrders}>{t("rewards.orders.title")}</Link>
      </p>
      <StoreFilters filter={filter} onChange={(f) => (setFilter(f), setCount(PAGE))} summary={summary.data} />
      {rewards.isError ? (
        <p role="alert">
          {t("rewards.error")} <button type="button" className="link" onClick={() => void rewards.refetch()}>{t("rewards.retry")}</button>
        </p>
      ) : rewards.data === undefined ? (
        <p role="status">{t("loading")}</p>
      ) : rewards.data.items.length === 0 ? (
        <p>{t("rewards.none")}</p>
      ) : (
        <>
          <p className="help" role="status">{t("rewards.count", { n: rewards.data.total })}</p>
          <ul className="rewards">{rewards.data.items.map((r) => <RewardCard key={r.rewardId} reward={r} locale={locale} />)}</ul>
          {rewards.data.total > rewards.data.items.length && (
            <button type="button" className="secondary" onClick={() => setCount(count + PAGE)}>{t("rewards.more")}</button>
          )}
        </>
      )}
    </>
  )
}
