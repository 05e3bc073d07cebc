import BusinessIcon from "@mui/icons-material/Business"
import { lazy } from "react"

export default {
  list: lazy(() => import("./ClientList.tsx")),
  show: lazy(() => import("./ClientShow.tsx")),
  create: lazy(() => import("./ClientCreate.tsx")),
  edit: lazy(() => import("./ClientEdit.tsx")),
  icon: BusinessIcon,
  recordRepresentation: "name"
}
