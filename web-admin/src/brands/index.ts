import SellIcon from "@mui/icons-material/Sell"
import { lazy } from "react"

export default {
  list: lazy(() => import("./BrandList.tsx")),
  icon: SellIcon,
  recordRepresentation: "name"
}
