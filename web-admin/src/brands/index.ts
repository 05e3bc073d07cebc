import SellIcon from "@mui/icons-material/Sell"
import { lazy } from "react"

export default {
  list: lazy(() => import("./BrandList.tsx")),
  show: lazy(() => import("./BrandShow.tsx")),
  create: lazy(() => import("./BrandCreate.tsx")),
  edit: lazy(() => import("./BrandEdit.tsx")),
  icon: SellIcon,
  recordRepresentation: "name"
}
