import { useState } from "react"
import { t, useLanguage } from "../../../i18n/index.ts"
import type { MessageKey } from "../../../i18n/pt-BR.ts"
import { formatDate, formatNumber } from "../../../lib/format.ts"
import { Empty, Failed, Loading } from "../../../components/states.tsx"
import { useMySales } from "../api/getSales.ts"

/** A phone shows a screenful at a time; more on demand. */
const pageSize = 20

const statuses = ["awaiting_approval", "approved", "reproved"]
const statusLabel = (status: string) => t((statuses.includes(status) ? `sales.status.${status}` : "sales.status.other") as MessageKey)

/**
 * My sales (`GET /api/me/sales`): invoice, date, store, points and the audit's answer, with its
 * reason when a sale was reproved. `campaignName` comes from the route (campaigns are another feature).
 */
export const MySales = ({ campaignName }: { campaignName: (campaignId: string) => string | undefined }) => {
  const locale = useLanguage()
  const [count, setCount] = useState(pageSize)
  const sales = useMySales(count)
  if (sales.isError && sales.data === undefined) return <Failed error={sales.error} onRetry={sales.refetch} />
  if (sales.data === undefined) return <Loading />
  const { items, total } = sales.data
  if (items.length === 0)
    return (
      <Empty>
        <p>{t("sales.none")}</p>
      </Empty>
    )
  return (
    <>
      <p className="note">{t("sales.count", { shown: formatNumber(items.length, locale), total })}</p>
      <ul className="sales" aria-label={t("sales.mine")}>
        {items.map((sale) => (
          <li key={sale.saleId} className="card sale">
            <div className="sale-head">
              <h2>{t("sales.invoiceShort", { number: sale.invoiceNumber })}</h2>
              <span className={`badge ${sale.status}`}>{statusLabel(sale.status)}</span>
            </div>
            <dl className="data">
              <div>
                <dt>{t("sales.date")}</dt>
                <dd>{formatDate(sale.saleDate, locale)}</dd>
              </div>
              <div>
                <dt>{t("sales.points")}</dt>
                <dd>{t("points.count", { count: sale.creditedPoints })}</dd>
              </div>
              <div>
                <dt>{t("sales.store")}</dt>
                <dd>{sale.storeName ?? "—"}</dd>
              </div>
              <div>
                <dt>{t("sales.campaign")}</dt>
                <dd>{campaignName(sale.campaignId) ?? sale.campaignId}</dd>
              </div>
            </dl>
            {sale.status === "reproved" && (
              <p className="reason">
                {t("sales.reason")}: {sale.reason ?? "—"}
              </p>
            )}
          </li>
        ))}
      </ul>
      {items.length < total && (
        <button type="button" className="secondary" disabled={sales.isFetching} onClick={() => setCount(count + pageSize)}>
          {t("sales.more")}
        </button>
      )}
    </>
  )
}
