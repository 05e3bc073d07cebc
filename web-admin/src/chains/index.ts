import StorefrontIcon from "@mui/icons-material/Storefront"
import { lazy } from "react"

export default {
  list: lazy(() => import("./ChainList.tsx")),
  create: lazy(() => import("./ChainCreate.tsx")),
  icon: StorefrontIcon,
  recordRepresentation: "name"
}
