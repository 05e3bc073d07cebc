import StoreIcon from "@mui/icons-material/Store"
import { lazy } from "react"

export default {
  list: lazy(() => import("./StoreList.tsx")),
  show: lazy(() => import("./StoreShow.tsx")),
  create: lazy(() => import("./StoreCreate.tsx")),
  edit: lazy(() => import("./StoreEdit.tsx")),
  icon: StoreIcon,
  recordRepresentation: "name"
}
