import { Link } from "react-router"
import { t } from "../../../i18n/index.ts"
import { rewardPaths } from "../api/paths.ts"
import type { Reward } from "../api/types.ts"
import { Blockers } from "./Blockers.tsx"
import { RewardImage } from "./RewardImage.tsx"

/** One reward of the store: image, name, price, and why it cannot be redeemed yet. */
export const RewardCard = ({ reward, locale }: { reward: Reward; locale: string }) => (
  <li>
    <article className="reward">
      <RewardImage fileId={reward.imageFileId} name={reward.name} />
      <Link className="title" to={rewardPaths.details(reward.rewardId)}>{reward.name}</Link>
      <div className="body">
        <span className="help">{reward.department}</span>
        <span className="price">{t("points.count", { count: reward.price })}</span>
        {reward.minLevel === 3 && <span className="tag">{t("rewards.vip")}</span>}
        <Blockers reward={reward} locale={locale} />
      </div>
    </article>
  </li>
)
