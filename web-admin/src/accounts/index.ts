import PeopleIcon from "@mui/icons-material/People"
import { lazy } from "react"

export default {
  list: lazy(() => import("./AccountList.tsx")),
  show: lazy(() => import("./AccountShow.tsx")),
  icon: PeopleIcon,
  recordRepresentation: "fullName"
}
