import EventIcon from "@mui/icons-material/Groups"
import { lazy } from "react"

export default {
  list: lazy(() => import("./MeetupList.tsx")),
  show: lazy(() => import("./MeetupShow.tsx")),
  create: lazy(() => import("./MeetupCreate.tsx")),
  icon: EventIcon,
  recordRepresentation: "title"
}
