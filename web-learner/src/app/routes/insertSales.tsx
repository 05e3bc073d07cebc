import { Link, NavLink, useSearchParams } from "react-router"
import { isOpen, useCampaigns } from "../../features/campaigns/api/getCampaigns.ts"
import { useRegistrationOptions } from "../../features/campaigns/api/getOptions.ts"
import { usePointsTable } from "../../features/campaigns/api/getPointsTable.ts"
import { entryDetails, entryName, kindOf } from "../../features/campaigns/components/pointsRows.ts"
import { MySales } from "../../features/sales/components/MySales.tsx"
import { SaleForm } from "../../features/sales/components/SaleForm.tsx"
import { selectedClient, useMe } from "../../features/session/api/getMe.ts"
import { useLevel } from "../../features/wallet/api/getLevel.ts"
import type { Campaign } from "../../features/campaigns/api/getCampaigns.ts"
import { QueryView } from "../../components/states.tsx"
import { paths } from "../../config/paths.ts"
import { t, useLanguage } from "../../i18n/index.ts"

/**
 * The route composes the features: the campaign's stores and points table feed the sale form.
 * Only products are offered: `course:` and `photo:` entries are points for other things.
 */
const Form = ({ campaign, level }: { campaign: Campaign; level: number }) => {
  const options = useRegistrationOptions(campaign.campaignId)
  const table = usePointsTable(campaign.campaignId)
  const me = useMe()
  const client = me.data && selectedClient(me.data)
  // The client's setting (README "Client settings"): required unless set false.
  const photoRequired = client?.features["invoice_photo_required"] !== false
  return (
    <QueryView query={table} also={[options]}>
      {(rows) => {
        const stores = (options.data?.stores ?? []).filter((s) => campaign.registration?.storeIds.includes(s.storeId))
        const products = rows
          .filter((r) => kindOf(r) === "product")
          .map((r) => ({ sku: r.sku, name: entryName(r), details: entryDetails(r), keywords: `${entryName(r)} ${r.brandName ?? ""} ${entryDetails(r)}`, pointsPerUnit: r.pointsPerUnit }))
        return <SaleForm campaign={campaign} stores={stores} products={products} level={level} photoRequired={photoRequired} />
      }}
    </QueryView>
  )
}

/** Insert sales, in the open campaign the user is registered to; `?view=mine` lists my sales. */
export const Component = () => {
  useLanguage()
  const [params] = useSearchParams()
  const mine = params.get("view") === "mine"
  const campaigns = useCampaigns()
  const level = useLevel()
  return (
    <>
      <h1>{mine ? t("sales.mine") : t("sales.title")}</h1>
      <nav className="tabs" aria-label={t("sales.views")}>
        <NavLink to={paths.insertSales} end className={() => (mine ? "" : "active")} aria-current={mine ? undefined : "page"}>
          {t("sales.title")}
        </NavLink>
        <NavLink to={paths.mySales} className={() => (mine ? "active" : "")} aria-current={mine ? "page" : undefined}>
          {t("sales.mine")}
        </NavLink>
      </nav>
      {mine ? (
        <MySales campaignName={(id) => campaigns.data?.find((c) => c.campaignId === id)?.name} />
      ) : (
        <QueryView
          query={campaigns}
          also={[level]}
          isEmpty={(all) => !all.some((c) => isOpen(c) && c.registration !== null)}
          empty={
            <p>
              {t("sales.needRegistration")} <Link to={paths.campaigns}>{t("nav.campaigns")}</Link>
            </p>
          }
        >
          {(all) => {
            const campaign = all.find((c) => isOpen(c) && c.registration !== null)!
            return <Form key={campaign.campaignId} campaign={campaign} level={level.data?.level ?? 1} />
          }}
        </QueryView>
      )}
    </>
  )
}
