import Inventory2Icon from "@mui/icons-material/Inventory2"
import { lazy } from "react"

export default {
  list: lazy(() => import("./ProductList.tsx")),
  create: lazy(() => import("./ProductCreate.tsx")),
  icon: Inventory2Icon,
  recordRepresentation: "sku"
}
