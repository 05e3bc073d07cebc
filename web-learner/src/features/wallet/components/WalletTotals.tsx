import { t, useLanguage } from "../../../i18n/index.ts"
import { formatDate } from "../../../lib/format.ts"
import type { Wallet } from "../api/getWallets.ts"

/**
 * A wallet's figures: balance, confirmed, provisional (awaiting audit), expired, and when the
 * unused points expire — at the campaign's close (DESIGN §4.4).
 */
export const WalletTotals = ({ wallet, ends, closed }: { wallet: Wallet | undefined; ends: string | undefined; closed: boolean }) => {
  const locale = useLanguage()
  const pts = (n: number) => t("points.count", { count: n })
  const w = wallet ?? { balance: 0, confirmed: 0, provisional: 0, expired: 0 }
  return (
    <>
      <dl className="totals">
        <div><dt>{t("home.balance")}</dt><dd data-testid="balance">{pts(w.balance)}</dd></div>
        <div><dt>{t("statement.confirmed")}</dt><dd data-testid="confirmed">{pts(w.confirmed)}</dd></div>
        <div><dt>{t("statement.provisional")}</dt><dd data-testid="provisional">{pts(w.provisional)}</dd></div>
        <div><dt>{t("statement.expired")}</dt><dd data-testid="expired">{pts(w.expired)}</dd></div>
      </dl>
      {ends && <p className="note">{t(closed ? "statement.expired.at" : "statement.expiry", { ends: formatDate(ends, locale) })}</p>}
    </>
  )
}
