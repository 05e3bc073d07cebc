import ReportIcon from "@mui/icons-material/Report"
import { lazy } from "react"

export default {
  list: lazy(() => import("./ForumPostList.tsx")),
  icon: ReportIcon
}
