import PodcastIcon from "@mui/icons-material/Podcasts"
import { lazy } from "react"

export default {
  list: lazy(() => import("./PlaylistList.tsx")),
  show: lazy(() => import("./PlaylistShow.tsx")),
  create: lazy(() => import("./PlaylistCreate.tsx")),
  icon: PodcastIcon,
  recordRepresentation: "title"
}
