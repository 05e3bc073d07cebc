import ForumIcon from "@mui/icons-material/Forum"
import { lazy } from "react"

export default {
  list: lazy(() => import("./ForumTopicList.tsx")),
  show: lazy(() => import("./ForumTopicShow.tsx")),
  icon: ForumIcon,
  recordRepresentation: "title"
}
