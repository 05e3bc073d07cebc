import StoreIcon from "@mui/icons-material/Store"
import { lazy } from "react"

export default {
  list: lazy(() => import("./StoreList.tsx")),
  create: lazy(() => import("./StoreCreate.tsx")),
  icon: StoreIcon,
  recordRepresentation: "name"
}
