import ClassIcon from "@mui/icons-material/CastForEducation"
import { lazy } from "react"

export default {
  list: lazy(() => import("./ClassList.tsx")),
  show: lazy(() => import("./ClassShow.tsx")),
  create: lazy(() => import("./ClassCreate.tsx")),
  icon: ClassIcon,
  recordRepresentation: "title"
}
