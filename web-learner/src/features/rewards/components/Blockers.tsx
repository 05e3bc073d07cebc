import { Link } from "react-router"
import { t } from "../../../i18n/index.ts"
import { formatNumber } from "../../../lib/format.ts"
import { rewardPaths } from "../api/paths.ts"
import type { Reward } from "../api/types.ts"

const num = (v: unknown, locale: string) => formatNumber(Number(v), locale)

/** Why a reward cannot be redeemed now, before trying: the level, the training (with a link to the course), the stock, the cap, the points. */
export const Blockers = ({ reward, locale }: { reward: Reward; locale: string }) => {
  if (reward.blockers.length === 0) return null
  return (
    <ul className="blockers">
      {reward.blockers.map((b) => (
        <li key={b.code}>
          {b.code === "order.training_required" ? (
            <>
              {t("rewards.why.training")}{" "}
              {reward.requiredCourses.filter((c) => !c.approved).map((c, i) => (
                <span key={c.courseId}>
                  {i > 0 && ", "}
                  <Link to={rewardPaths.course(c.courseId)}>{c.title ?? c.courseId}</Link>
                </span>
              ))}
            </>
          ) : b.code === "order.level_required" ? (
            t("rewards.why.level", { level: num(b.details["minLevel"], locale) })
          ) : b.code === "order.out_of_stock" ? (
            t("rewards.why.stock")
          ) : b.code === "order.category_cap" ? (
            t("rewards.why.cap", { cap: num(b.details["cap"], locale) })
          ) : b.code === "order.insufficient_points" ? (
            t("rewards.why.points", { missing: num(Number(b.details["points"]) - Number(b.details["balance"]), locale) })
          ) : b.code === "order.wallet_in_debt" ? (
            t("rewards.why.debt")
          ) : (
            t("rewards.why.campaign")
          )}
        </li>
      ))}
    </ul>
  )
}
