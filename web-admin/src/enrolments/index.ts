import AssignmentIndIcon from "@mui/icons-material/AssignmentInd"
import { lazy } from "react"

export default {
  list: lazy(() => import("./EnrolmentList.tsx")),
  icon: AssignmentIndIcon
}
