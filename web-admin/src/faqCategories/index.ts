import CategoryIcon from "@mui/icons-material/Category"
import { lazy } from "react"

export default {
  list: lazy(() => import("./FaqCategoryList.tsx")),
  create: lazy(() => import("./FaqCategoryCreate.tsx")),
  edit: lazy(() => import("./FaqCategoryEdit.tsx")),
  icon: CategoryIcon,
  recordRepresentation: "name"
}
