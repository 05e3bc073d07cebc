import LibraryIcon from "@mui/icons-material/LocalLibrary"
import { lazy } from "react"

export default {
  list: lazy(() => import("./LibraryFileList.tsx")),
  show: lazy(() => import("./LibraryFileShow.tsx")),
  create: lazy(() => import("./LibraryFileCreate.tsx")),
  icon: LibraryIcon,
  recordRepresentation: "title"
}
