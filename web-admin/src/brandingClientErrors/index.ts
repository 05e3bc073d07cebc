import BugReportIcon from "@mui/icons-material/BugReport"
import { lazy } from "react"

export default {
  list: lazy(() => import("./ClientErrorList.tsx")),
  icon: BugReportIcon,
  recordRepresentation: "message"
}
