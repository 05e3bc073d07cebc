import LiveTvIcon from "@mui/icons-material/LiveTv"
import { lazy } from "react"

export default {
  list: lazy(() => import("./LoungeList.tsx")),
  create: lazy(() => import("./LoungeCreate.tsx")),
  show: lazy(() => import("./LoungeShow.tsx")),
  icon: LiveTvIcon,
  recordRepresentation: "title"
}
