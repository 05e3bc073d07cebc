import GroupsIcon from "@mui/icons-material/Groups"
import { lazy } from "react"

export default {
  list: lazy(() => import("./ParticipantList.tsx")),
  icon: GroupsIcon,
  recordRepresentation: "userName"
}
