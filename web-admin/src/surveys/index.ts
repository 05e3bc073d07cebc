import SurveyIcon from "@mui/icons-material/Poll"
import { lazy } from "react"

export default {
  list: lazy(() => import("./SurveyList.tsx")),
  show: lazy(() => import("./SurveyShow.tsx")),
  create: lazy(() => import("./SurveyCreate.tsx")),
  edit: lazy(() => import("./SurveyEdit.tsx")),
  icon: SurveyIcon,
  recordRepresentation: "title"
}
