import { useState } from "react"
import { t } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { usePlaceOrder } from "../api/placeOrder.ts"
import type { Order, Reward } from "../api/types.ts"

/** The redeem confirmation: the quantity, what it costs, and the points left after it. */
export const RedeemConfirm = (props: { reward: Reward; campaignId: string; balance: number; locale: string; onDone: (o: Order) => void }) => {
  const { reward, balance, locale } = props
  const [quantity, setQuantity] = useState(1)
  const [confirming, setConfirming] = useState(false)
  const place = usePlaceOrder()
  const cost = reward.price * quantity
  const points = (n: number) => t("points.count", { count: n })
  const max = Math.max(1, Math.min(99, reward.stock))
  if (!confirming) {
    return (
      <div>
        <div className="field">
          <label htmlFor="quantity">{t("rewards.quantity")}</label>
          <input id="quantity" type="number" min={1} max={max} value={quantity} onChange={(e) => setQuantity(Math.max(1, Math.min(max, Number(e.target.value) || 1)))} />
        </div>
        <button type="button" onClick={() => setConfirming(true)} disabled={reward.blockers.length > 0 || cost > balance}>{t("rewards.redeem")}</button>
      </div>
    )
  }
  return (
    <section className="card confirm" aria-labelledby="confirm-title">
      <h2 id="confirm-title">{t("rewards.confirm.title")}</h2>
      <p>{t("rewards.confirm.text", { quantity, name: reward.name, cost: points(cost), left: points(balance - cost) })}</p>
      {place.error && <p className="error" role="alert">{place.error instanceof ApiError ? place.error.message : t("error.generic")}</p>}
      <div className="links">
        <button type="button" disabled={place.isPending} onClick={() => place.mutate({ campaignId: props.campaignId, rewardId: reward.rewardId, quantity }, { onSuccess: props.onDone })}>
          {t("rewards.confirm.yes")}
        </button>
        <button type="button" className="secondary" onClick={() => setConfirming(false)}>{t("rewards.confirm.no")}</button>
      </div>
    </section>
  )
}
