import { isOpen, useCampaigns } from "../../features/campaigns/api/getCampaigns.ts"
import { describe, usePointsTable } from "../../features/campaigns/api/getPointsTable.ts"
import { t, useLanguage } from "../../i18n/index.ts"
import { formatNumber } from "../../lib/format.ts"

/** The current campaign's points per product. */
export const Component = () => {
  const locale = useLanguage()
  const campaigns = useCampaigns()
  const current = campaigns.data?.find(isOpen)
  const table = usePointsTable(current?.campaignId)
  return (
    <>
      <h1>{t("pointsTable.title")}</h1>
      {current === undefined ? campaigns.isSuccess && <p>{t("home.none")}</p> : <p>{current.name}</p>}
      {table.data && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t("pointsTable.sku")}</th>
              <th scope="col" className="num">{t("pointsTable.points")}</th>
            </tr>
          </thead>
          <tbody>
            {table.data.map((row) => (
              <tr key={row.sku}>
                <td>
                  <strong>{row.sku}</strong>
                  <br />
                  <small>{describe(row)}</small>
                </td>
                <td className="num">{formatNumber(row.pointsPerUnit, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
