import { useQueryClient } from "@tanstack/react-query"
import { t, useLanguage } from "../../../i18n/index.ts"
import { forgetSale, pendingSalesKey, type PendingSale } from "../api/pendingSales.ts"

/**
 * The sales kept on this device: waiting for the connection, or refused by the server once it
 * answered (with why, until the learner removes it). Nothing here when every sale went.
 */
export const KeptSales = ({ sales }: { sales: ReadonlyArray<PendingSale> }) => {
  const locale = useLanguage()
  const queryClient = useQueryClient()
  if (sales.length === 0) return null
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" })
  const remove = async (key: string) => {
    await forgetSale(key)
    await queryClient.invalidateQueries({ queryKey: pendingSalesKey })
  }
  return (
    <section aria-labelledby="kept-sales" className="kept-sales">
      <h2 id="kept-sales">{t("sales.kept.title")}</h2>
      <ul>
        {sales.map((sale) => (
          <li key={sale.key}>
            <span className="product-name">{t("sales.invoiceShort", { number: sale.report.invoiceNumber })}</span>
            <span className="product-meta">{t("sales.kept.at", { when: time.format(new Date(sale.keptAt)) })}</span>
            {sale.refusal === undefined ? (
              <span className="badge awaiting_approval">{t("sales.kept.waiting")}</span>
            ) : (
              <>
                <span className="error">{t("sales.kept.refused", { reason: sale.refusal })}</span>
                <button type="button" className="secondary" onClick={() => void remove(sale.key)}>
                  {t("sales.kept.remove", { number: sale.report.invoiceNumber })}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
