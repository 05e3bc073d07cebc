import BusinessIcon from "@mui/icons-material/Business"
import { lazy } from "react"

export default {
  list: lazy(() => import("./AgencyList.tsx")),
  icon: BusinessIcon,
  recordRepresentation: "name"
}
