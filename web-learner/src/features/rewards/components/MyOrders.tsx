import { useState } from "react"
import { t } from "../../../i18n/index.ts"
import { formatDate } from "../../../lib/format.ts"
import { useMyOrders } from "../api/getOrders.ts"

const PAGE = 20

/** My orders, the latest first, with their state and tracking code; a failure offers a retry. */
export const MyOrders = ({ locale }: { locale: string }) => {
  const [count, setCount] = useState(PAGE)
  const orders = useMyOrders(count)
  if (orders.isError) {
    return (
      <p role="alert">
        {t("rewards.orders.error")} <button type="button" className="link" onClick={() => void orders.refetch()}>{t("rewards.retry")}</button>
      </p>
    )
  }
  if (orders.data === undefined) return <p role="status">{t("loading")}</p>
  if (orders.data.items.length === 0) return <p>{t("rewards.orders.none")}</p>
  return (
    <>
      <ul className="orders">
        {orders.data.items.map((o) => (
          <li key={o.orderId}>
            <strong>{o.rewardName ?? o.rewardId}</strong>
            <div className="help">{`${formatDate(o.placedAt, locale)} · ${o.quantity} × · ${t("points.count", { count: o.points })}`}</div>
            <div className={`status ${o.status}`}>{t(`rewards.status.${o.status as "awaiting_approval"}`)}</div>
            {o.trackingCode && <div>{t("rewards.orders.tracking", { code: o.trackingCode })}</div>}
            {o.reason && <div className="help">{t("rewards.orders.reason", { reason: o.reason })}</div>}
          </li>
        ))}
      </ul>
      {orders.data.total > orders.data.items.length && (
        <button type="button" className="secondary" onClick={() => setCount(count + PAGE)}>{t("rewards.orders.more")}</button>
      )}
    </>
  )
}
