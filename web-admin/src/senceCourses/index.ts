import VerifiedIcon from "@mui/icons-material/VerifiedUser"
import { lazy } from "react"

export default {
  list: lazy(() => import("./SenceCourseList.tsx")),
  edit: lazy(() => import("./SenceCourseEdit.tsx")),
  icon: VerifiedIcon,
  recordRepresentation: "title"
}
