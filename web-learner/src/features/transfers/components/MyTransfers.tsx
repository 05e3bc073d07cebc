import { useState } from "react"
import { Failed, Loading } from "../../../components/states.tsx"
import { t } from "../../../i18n/index.ts"
import { formatDate } from "../../../lib/format.ts"
import { useMyTransfers } from "../api/getTransfers.ts"

const PAGE = 20

/** My transfers, the latest first, each with the date the partner must have it redeemed by. */
export const MyTransfers = ({ locale }: { locale: string }) => {
  const [count, setCount] = useState(PAGE)
  const transfers = useMyTransfers(count)
  if (transfers.isError) return <Failed error={transfers.error} onRetry={() => transfers.refetch()} />
  if (transfers.data === undefined) return <Loading />
  if (transfers.data.items.length === 0) return <p>{t("transfer.none")}</p>
  return (
    <>
      <ul className="orders" aria-label={t("transfer.history")}>
        {transfers.data.items.map((x) => (
          <li key={x.transferId}>
            <strong>{t("points.count", { count: x.points })}</strong>
            <div className="help">{`${formatDate(x.transferredAt, locale)} · ${x.campaignName ?? x.campaignId} · ${x.partnerDocument}`}</div>
            <div>{t("transfer.redeemBy", { date: formatDate(x.redeemBy, locale) })}</div>
          </li>
        ))}
      </ul>
      {transfers.data.total > transfers.data.items.length && (
        <button type="button" className="secondary" onClick={() => setCount(count + PAGE)}>{t("transfer.more")}</button>
      )}
    </>
  )
}
