import { t, useLanguage } from "../../../i18n/index.ts"
import { formatNumber } from "../../../lib/format.ts"
import type { RankingView } from "../api/getRanking.ts"

/** The top of the campaign's ranking, my row marked, and my place when I am below the top. */
export const RankingTable = ({ ranking }: { ranking: RankingView }) => {
  const locale = useLanguage()
  if (ranking.total === 0) return <p>{t("ranking.empty")}</p>
  const below = ranking.me !== null && !ranking.top.some((r) => r.me)
  const rows = below ? [...ranking.top, ranking.me!] : ranking.top
  return (
    <>
      {ranking.me !== null && <p className="note">{t("ranking.myPlace", { position: formatNumber(ranking.me.position, locale), total: formatNumber(ranking.total, locale) })}</p>}
      <table className="ranking">
        <caption>{t("ranking.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("ranking.position")}</th>
            <th scope="col">{t("ranking.name")}</th>
            <th scope="col">{t("ranking.xp")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.position} className={r.me ? "me" : undefined} aria-current={r.me ? "true" : undefined}>
              <td>{formatNumber(r.position, locale)}</td>
              <td>{r.me ? t("ranking.you", { name: r.name }) : r.name}</td>
              <td>{formatNumber(r.xp, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
