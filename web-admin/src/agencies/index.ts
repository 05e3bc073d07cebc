import BusinessIcon from "@mui/icons-material/Business"
import { lazy } from "react"

export default {
  list: lazy(() => import("./AgencyList.tsx")),
  show: lazy(() => import("./AgencyShow.tsx")),
  create: lazy(() => import("./AgencyCreate.tsx")),
  edit: lazy(() => import("./AgencyEdit.tsx")),
  icon: BusinessIcon,
  recordRepresentation: "name"
}
