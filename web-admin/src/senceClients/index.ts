import BadgeIcon from "@mui/icons-material/Badge"
import { lazy } from "react"

export default {
  list: lazy(() => import("./SenceClientList.tsx")),
  edit: lazy(() => import("./SenceClientEdit.tsx")),
  icon: BadgeIcon,
  recordRepresentation: "name"
}
