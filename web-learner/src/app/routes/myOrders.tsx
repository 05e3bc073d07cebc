import { Link } from "react-router"
import { MyOrders } from "../../features/rewards/components/MyOrders.tsx"
import { rewardPaths } from "../../features/rewards/api/paths.ts"
import { t, useLanguage } from "../../i18n/index.ts"
import "../../features/rewards/components/rewards.css"

/** My orders, the profile's "orders" section (its heading is the profile's): each with its state and tracking code. */
export const Component = () => {
  const locale = useLanguage()
  return (
    <>
      <MyOrders locale={locale} />
      <p><Link to={rewardPaths.store}>{t("rewards.title")}</Link></p>
    </>
  )
}
