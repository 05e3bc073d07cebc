import StorefrontIcon from "@mui/icons-material/Storefront"
import { lazy } from "react"

export default {
  list: lazy(() => import("./ChainList.tsx")),
  show: lazy(() => import("./ChainShow.tsx")),
  create: lazy(() => import("./ChainCreate.tsx")),
  edit: lazy(() => import("./ChainEdit.tsx")),
  icon: StorefrontIcon,
  recordRepresentation: "name"
}
