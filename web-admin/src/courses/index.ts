import SchoolIcon from "@mui/icons-material/School"
import { lazy } from "react"

export default {
  list: lazy(() => import("./CourseList.tsx")),
  create: lazy(() => import("./CourseCreate.tsx")),
  edit: lazy(() => import("./CourseEdit.tsx")),
  show: lazy(() => import("./CourseShow.tsx")),
  icon: SchoolIcon,
  recordRepresentation: "title"
}
