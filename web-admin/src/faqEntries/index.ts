import QuizIcon from "@mui/icons-material/Quiz"
import { lazy } from "react"

export default {
  list: lazy(() => import("./FaqEntryList.tsx")),
  create: lazy(() => import("./FaqEntryCreate.tsx")),
  edit: lazy(() => import("./FaqEntryEdit.tsx")),
  icon: QuizIcon,
  recordRepresentation: "question"
}
