import TrendingUpIcon from "@mui/icons-material/TrendingUp"
import { lazy } from "react"

export default {
  list: lazy(() => import("./LevelUpList.tsx")),
  show: lazy(() => import("./LevelUpShow.tsx")),
  icon: TrendingUpIcon,
  recordRepresentation: "userName"
}
