import StoreIcon from "@mui/icons-material/Store"
import { lazy } from "react"

export default {
  list: lazy(() => import("./StoreList.tsx")),
  icon: StoreIcon,
  recordRepresentation: "name"
}
