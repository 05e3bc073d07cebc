import Inventory2Icon from "@mui/icons-material/Inventory2"
import { lazy } from "react"

export default {
  list: lazy(() => import("./ProductList.tsx")),
  show: lazy(() => import("./ProductShow.tsx")),
  create: lazy(() => import("./ProductCreate.tsx")),
  edit: lazy(() => import("./ProductEdit.tsx")),
  icon: Inventory2Icon,
  recordRepresentation: "sku"
}
