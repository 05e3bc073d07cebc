import BusinessIcon from "@mui/icons-material/Business"
import { lazy } from "react"

export default {
  list: lazy(() => import("./AgencyList.tsx")),
  create: lazy(() => import("./AgencyCreate.tsx")),
  icon: BusinessIcon,
  recordRepresentation: "name"
}
