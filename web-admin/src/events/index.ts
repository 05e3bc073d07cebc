import HistoryIcon from "@mui/icons-material/History"
import { lazy } from "react"

export default {
  list: lazy(() => import("./EventList.tsx")),
  icon: HistoryIcon
}
