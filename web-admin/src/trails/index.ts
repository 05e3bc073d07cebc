import RouteIcon from "@mui/icons-material/Route"
import { lazy } from "react"

export default {
  list: lazy(() => import("./TrailList.tsx")),
  create: lazy(() => import("./TrailCreate.tsx")),
  show: lazy(() => import("./TrailShow.tsx")),
  icon: RouteIcon,
  recordRepresentation: "title"
}
