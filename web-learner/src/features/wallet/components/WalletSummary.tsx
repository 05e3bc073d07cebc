import { t } from "../../../i18n/index.ts"
import { useWallets } from "../api/getWallets.ts"
import { WalletTotals } from "./WalletTotals.tsx"

/** My points in one campaign (`GET /api/me/wallets`), for the campaign's view. */
export const WalletSummary = ({ campaignId, ends, closed }: { campaignId: string; ends: string; closed: boolean }) => {
  const wallets = useWallets()
  return (
    <section className="card" aria-labelledby="points-title">
      <h2 id="points-title">{t("campaign.points")}</h2>
      {wallets.data === undefined ? <p role="status">{t("loading")}</p> : <WalletTotals wallet={wallets.data.find((w) => w.campaignId === campaignId)} ends={ends} closed={closed} />}
    </section>
  )
}
