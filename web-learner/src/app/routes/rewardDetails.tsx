import { useState } from "react"
import { Link, useParams } from "react-router"
import { Blockers } from "../../features/rewards/components/Blockers.tsx"
import { RedeemConfirm } from "../../features/rewards/components/RedeemConfirm.tsx"
import { RewardImage } from "../../features/rewards/components/RewardImage.tsx"
import { useReward } from "../../features/rewards/api/getRewards.ts"
import { useRewardStore } from "../../features/rewards/api/getStore.ts"
import { rewardPaths } from "../../features/rewards/api/paths.ts"
import type { Order } from "../../features/rewards/api/types.ts"
import { t, useLanguage } from "../../i18n/index.ts"
import "../../features/rewards/components/rewards.css"

/** `reward-store/details/{id}/`: the reward, its price beside my balance, why not yet, and redeem. */
export const Component = () => {
  const locale = useLanguage()
  const { id = "" } = useParams()
  const reward = useReward(id)
  const summary = useRewardStore()
  const [placed, setPlaced] = useState<Order>()
  const points = (n: number) => t("points.count", { count: n })
  if (reward.isError) {
    return (
      <p role="alert">
        {t("rewards.notFound")} <Link to={rewardPaths.store}>{t("rewards.back")}</Link>
      </p>
    )
  }
  if (reward.data === undefined) return <p role="status">{t("loading")}</p>
  const r = reward.data
  const campaign = summary.data?.campaign
  return (
    <>
      <p><Link to={rewardPaths.store}>{t("rewards.back")}</Link></p>
      <h1>{r.name}</h1>
      <div className="details">
        <RewardImage fileId={r.imageFileId} name={r.name} />
        <div>
          <p className="help">{r.department}</p>
          {r.description && <p>{r.description}</p>}
          <dl className="totals">
            <dt>{t("rewards.price")}</dt>
            <dd>{points(r.price)}</dd>
            <dt>{t("rewards.balance")}</dt>
            <dd>{campaign ? points(campaign.balance) : "—"}</dd>
          </dl>
          <Blockers reward={r} locale={locale} />
          {placed ? (
            <div className="card" role="status">
              <p className="success">{t("rewards.placed", { left: points(campaign?.balance ?? 0) })}</p>
              <Link to={rewardPaths.myOrders}>{t("rewards.orders.title")}</Link>
            </div>
          ) : (
            campaign && <RedeemConfirm reward={r} campaignId={campaign.campaignId} balance={campaign.balance} locale={locale} onDone={setPlaced} />
          )}
        </div>
      </div>
    </>
  )
}
