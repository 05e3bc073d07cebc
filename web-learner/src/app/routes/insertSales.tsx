import { Link, NavLink, useSearchParams } from "react-router"
import { isOpen, useCampaigns } from "../../features/campaigns/api/getCampaigns.ts"
import { useRegistrationOptions } from "../../features/campaigns/api/getOptions.ts"
import { describe, usePointsTable } from "../../features/campaigns/api/getPointsTable.ts"
import { MySales } from "../../features/sales/components/MySales.tsx"
import { SaleForm } from "../../features/sales/components/SaleForm.tsx"
import { useLevel } from "../../features/wallet/api/getLevel.ts"
import type { Campaign } from "../../features/campaigns/api/getCampaigns.ts"
import { paths } from "../../config/paths.ts"
import { t, useLanguage } from "../../i18n/index.ts"

/** The route composes the features: the campaign's stores and points table feed the sale form. */
const Form = ({ campaign, level }: { campaign: Campaign; level: number }) => {
  const options = useRegistrationOptions(campaign.campaignId)
  const table = usePointsTable(campaign.campaignId)
  if (options.data === undefined || table.data === undefined) return <p role="status">{t("loading")}</p>
  const stores = options.data.stores.filter((s) => campaign.registration?.storeIds.includes(s.storeId))
  const products = table.data.map((r) => ({ sku: r.sku, label: describe(r), pointsPerUnit: r.pointsPerUnit }))
  return <SaleForm campaign={campaign} stores={stores} products={products} level={level} />
}

/** Insert sales, in the open campaign the user is registered to; `?view=mine` lists my sales. */
export const Component = () => {
  useLanguage()
  const [params] = useSearchParams()
  const mine = params.get("view") === "mine"
  const campaigns = useCampaigns()
  const level = useLevel()
  const campaign = campaigns.data?.find((c) => isOpen(c) && c.registration !== null)
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
        <>
          {campaigns.isSuccess && campaign === undefined && (
            <p>
              {t("sales.needRegistration")} <Link to={paths.campaigns}>{t("nav.campaigns")}</Link>
            </p>
          )}
          {campaign && level.data && <Form key={campaign.campaignId} campaign={campaign} level={level.data.level} />}
        </>
      )}
    </>
  )
}
