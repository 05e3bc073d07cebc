import SellIcon from "@mui/icons-material/Sell"
import { lazy } from "react"

export default {
  list: lazy(() => import("./BrandList.tsx")),
  create: lazy(() => import("./BrandCreate.tsx")),
  icon: SellIcon,
  recordRepresentation: "name"
}
