import RedeemIcon from "@mui/icons-material/Redeem"
import { lazy } from "react"

export default {
  list: lazy(() => import("./RewardList.tsx")),
  create: lazy(() => import("./RewardCreate.tsx")),
  edit: lazy(() => import("./RewardEdit.tsx")),
  icon: RedeemIcon,
  recordRepresentation: "name"
}
