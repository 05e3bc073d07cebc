import SupportAgentIcon from "@mui/icons-material/SupportAgent"
import { lazy } from "react"

export default {
  list: lazy(() => import("./ContactMessageList.tsx")),
  show: lazy(() => import("./ContactMessageShow.tsx")),
  icon: SupportAgentIcon,
  recordRepresentation: "subject"
}
