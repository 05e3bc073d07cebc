import { isOpen, useCampaigns } from "../../features/campaigns/api/getCampaigns.ts"
import { useWallets } from "../../features/wallet/api/getWallets.ts"
import { MyTransfers } from "../../features/transfers/components/MyTransfers.tsx"
import { TransferForm } from "../../features/transfers/components/TransferForm.tsx"
import { QueryView } from "../../components/states.tsx"
import { t, useLanguage } from "../../i18n/index.ts"
import "../../features/rewards/components/rewards.css"

/**
 * Points transfer to the partner programme (SPEC §2, DESIGN §4.7): from the wallets of the
 * campaigns running that hold points, with the 12-month notice and my transfers below.
 */
export const Component = () => {
  const locale = useLanguage()
  const campaigns = useCampaigns()
  const wallets = useWallets()
  return (
    <>
      <h1>{t("transfer.title")}</h1>
      <p className="notice">{t("transfer.notice")}</p>
      <QueryView
        query={wallets}
        also={[campaigns]}
        isEmpty={(ws) => !ws.some((w) => w.balance > 0 && campaigns.data?.some((c) => c.campaignId === w.campaignId && isOpen(c)))}
        empty={<p>{t("transfer.noPoints")}</p>}
      >
        {(ws) => (
          <TransferForm
            locale={locale}
            wallets={ws
              .filter((w) => w.balance > 0 && campaigns.data?.some((c) => c.campaignId === w.campaignId && isOpen(c)))
              .map((w) => ({ campaignId: w.campaignId, name: w.campaignName ?? w.campaignId, balance: w.balance }))}
          />
        )}
      </QueryView>
      <h2>{t("transfer.history")}</h2>
      <MyTransfers locale={locale} />
    </>
  )
}
