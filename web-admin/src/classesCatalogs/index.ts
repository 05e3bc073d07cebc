import CatalogIcon from "@mui/icons-material/LocalLibrary"
import { lazy } from "react"

export default {
  list: lazy(() => import("./CatalogList.tsx")),
  create: lazy(() => import("./CatalogCreate.tsx")),
  icon: CatalogIcon,
  recordRepresentation: "title"
}
