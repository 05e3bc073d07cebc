import { isOpen, useCampaigns } from "../../features/campaigns/api/getCampaigns.ts"
import { usePointsTable, type PointsRow } from "../../features/campaigns/api/getPointsTable.ts"
import { entryDetails, entryName, kindOf, type EntryKind } from "../../features/campaigns/components/pointsRows.ts"
import { QueryView } from "../../components/states.tsx"
import { t, useLanguage } from "../../i18n/index.ts"
import type { MessageKey } from "../../i18n/pt-BR.ts"
import { formatNumber } from "../../lib/format.ts"

const groups: ReadonlyArray<[EntryKind, MessageKey]> = [
  ["product", "pointsTable.products"],
  ["course", "pointsTable.courses"],
  ["photo", "pointsTable.photos"]
]

const Group = ({ title, rows, kind }: { title: string; rows: ReadonlyArray<PointsRow>; kind: EntryKind }) => {
  const locale = useLanguage()
  const id = `points-${kind}`
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t(kind === "product" ? "pointsTable.sku" : kind === "course" ? "pointsTable.course" : "pointsTable.photo")}</th>
            <th scope="col" className="num">
              {t("pointsTable.points")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.sku}>
              <td>
                <span className="product-name">{entryName(row)}</span>
                {kind === "product" && (
                  <>
                    <br />
                    <small className="product-meta">{entryDetails(row)}</small>
                  </>
                )}
              </td>
              <td className="num">{formatNumber(row.pointsPerUnit, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** The current campaign's points: products, and apart from them the courses and photos worth points. */
export const Component = () => {
  useLanguage()
  const campaigns = useCampaigns()
  const current = campaigns.data?.find(isOpen)
  const table = usePointsTable(current?.campaignId)
  return (
    <>
      <h1>{t("pointsTable.title")}</h1>
      <QueryView query={campaigns} isEmpty={(all) => all.find(isOpen) === undefined} empty={<p>{t("pointsTable.noCampaign")}</p>}>
        {() => (
          <>
            <p>{current?.name}</p>
            <QueryView query={table} isEmpty={(rows) => rows.length === 0} empty={<p>{t("pointsTable.empty")}</p>}>
              {(rows) => (
                <>
                  {groups.map(([kind, title]) => {
                    const mine = rows.filter((r) => kindOf(r) === kind)
                    return mine.length === 0 ? null : <Group key={kind} kind={kind} title={t(title)} rows={mine} />
                  })}
                </>
              )}
            </QueryView>
          </>
        )}
      </QueryView>
    </>
  )
}
