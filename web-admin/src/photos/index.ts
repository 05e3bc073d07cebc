import PhotoIcon from "@mui/icons-material/PhotoCamera"
import { lazy } from "react"

export default {
  list: lazy(() => import("./PhotoList.tsx")),
  show: lazy(() => import("./PhotoShow.tsx")),
  icon: PhotoIcon,
  recordRepresentation: "photoTypeName"
}
