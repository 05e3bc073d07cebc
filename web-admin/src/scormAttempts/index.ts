import ScormIcon from "@mui/icons-material/Extension"
import { lazy } from "react"

export default {
  list: lazy(() => import("./ScormAttemptList.tsx")),
  show: lazy(() => import("./ScormAttemptShow.tsx")),
  icon: ScormIcon,
  recordRepresentation: "userId"
}
